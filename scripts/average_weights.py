"""Average two YOLO checkpoints' weights (a "model soup"), to export and measure.

    python scripts/average_weights.py A.pt B.pt --weight 0.7 --out soup.pt
    python scripts/train_detector.py --export-only soup.pt --out soup.onnx --classes 53

Every float tensor (batch-norm statistics included) becomes ``(1 - weight) * A + weight * B``;
the two must be fine-tunes of one network (the same ``.yaml``). The result keeps A's other
fields, without optimizer or EMA state, as ultralytics saves a finished run. Needs the
``[train]`` extra (torch, ultralytics); session 32 measured such averages in
``models/README.md``.
"""

from __future__ import annotations

import argparse
import copy
from pathlib import Path


def average(a_path: Path, b_path: Path, weight: float, out: Path) -> Path:
    import torch

    if not 0 <= weight <= 1:
        raise SystemExit(f"--weight must be in [0, 1], got {weight}")
    a = torch.load(a_path, weights_only=False, map_location="cpu")
    b = torch.load(b_path, weights_only=False, map_location="cpu")
    sa, sb = a["model"].float().state_dict(), b["model"].float().state_dict()
    if sa.keys() != sb.keys() or any(sa[k].shape != sb[k].shape for k in sa):
        raise SystemExit(f"{a_path} and {b_path} are not the same network")
    mixed = {
        k: (1 - weight) * v + weight * sb[k] if v.is_floating_point() else v for k, v in sa.items()
    }
    model = copy.deepcopy(a["model"]).float()
    model.load_state_dict(mixed)
    torch.save({**a, "model": model.half(), "ema": None, "optimizer": None}, out)
    print(f"{out}: {1 - weight:g} x {a_path} + {weight:g} x {b_path}")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a", type=Path)
    parser.add_argument("b", type=Path)
    parser.add_argument("--weight", type=float, default=0.5, help="B's share (default 0.5)")
    parser.add_argument("--out", type=Path, required=True)
    args = parser.parse_args()
    average(args.a, args.b, args.weight, args.out)


if __name__ == "__main__":
    main()
