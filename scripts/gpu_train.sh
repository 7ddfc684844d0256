#!/usr/bin/env bash
# One prepared training run of the 53-class card detector on a machine with a CUDA GPU and no
# package registry (the project's lent GPU machine). Everything it needs travels with the repo:
#   .carry/art.tar.xz  card art packed by `python scripts/art_pack.py pack /tmp/art` then
#                      `tar -cJf .carry/art.tar.xz -C /tmp art` (22 MB: the repo, ~31 MB, and
#                      the unpacked art, ~32 MB, would pass the machine's 64 MiB limit)
#                      (or .carry/art itself, where the limit allows)
#   .whl/        wheels of ultralytics, ultralytics-thop, ultralytics-platform and onnxslim
#                (torch, torchvision, opencv, numpy, onnx are there; polars is not, and
#                scripts/train_detector.py reads results.csv without it)
# Checked on this project's CPU machine with polars made unimportable (2026-12-04):
#   INIT=models/checkpoints/cards.pt DEVICE=cpu BATCH=4 WORKERS=2 COUNT=16 VAL_COUNT=8 \
#   BUDGET=200 bash scripts/gpu_train.sh
# It generates the scenes there, trains until BUDGET seconds after its start, exports ONNX and
# puts cards.onnx, best.pt, last.pt and results.csv into $OUT (or ./runs/gpu_out).
set -u
START=$(date +%s)
BUDGET=${BUDGET:-520}            # seconds for the whole script, training fitted into what is left
COUNT=${COUNT:-6000}             # training scenes
VAL_COUNT=${VAL_COUNT:-300}
DEVICE=${DEVICE:-0}
BATCH=${BATCH:-64}
WORKERS=${WORKERS:-$(nproc)}
IMGSZ=${IMGSZ:-640}
INIT=${INIT:-}                   # weights to start from, e.g. models/checkpoints/cards.pt
SEED=${SEED:-21}                 # scene seed: use a new one to train on new scenes
NEGATIVE_RATE=${NEGATIVE_RATE:-0.8}  # dark-deck scenes written as the negative the detector reads
OUT=${OUT:-$PWD/runs/gpu_out}
SCENES=${SCENES:-/tmp/scenes}
mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 THIRTEEN_CACHE=${THIRTEEN_CACHE:-/tmp/thirteen_cache}
if ls .whl/*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade \
    --target /tmp/site .whl/*.whl || exit 1
  export PYTHONPATH=/tmp/site:$PWD
fi
python3 -c "import torch, ultralytics; print('torch', torch.__version__, 'cuda', torch.cuda.is_available(), 'ultralytics', ultralytics.__version__)"
nvidia-smi --query-gpu=name,memory.total --format=csv 2>/dev/null
if [ ! -d .carry/art ] && [ -f .carry/art.tar.xz ]; then tar -xJf .carry/art.tar.xz -C .carry || exit 1; fi
[ -d "$THIRTEEN_CACHE/cards" ] || python3 scripts/art_pack.py unpack .carry/art || exit 1
echo "art ready at $(( $(date +%s) - START )) s"
python3 -m datasets.scenes --out "$SCENES" --count "$COUNT" --seed "$SEED" --split train --negative-rate "$NEGATIVE_RATE" --workers "$WORKERS" | tail -2
python3 -m datasets.scenes --out "$SCENES" --count "$VAL_COUNT" --seed 22 --split val --workers "$WORKERS" | tail -1
NOW=$(( $(date +%s) - START ))
# leave 45 s for the final validation, export and copies
HOURS=$(python3 -c "print(max(0.01, ($BUDGET - $NOW - 45) / 3600))")
echo "scenes ready at $NOW s; training for $HOURS h"
python3 scripts/train_detector.py "$SCENES/data.yaml" --classes 53 --device "$DEVICE" \
  --batch "$BATCH" --workers "$WORKERS" --imgsz "$IMGSZ" --epochs 300 --time "$HOURS" \
  --cache ram --warmup-epochs 1 --close-mosaic 3 --no-install --out "$OUT/cards.onnx" \
  ${INIT:+--init "$INIT"} 2>&1 | grep -v "^\s*$" | tee "$OUT/train.log" | grep -E "all |Epoch|exported|onnx check|took|Error|error" | tail -60
W=runs/detect/cards
cp $W/weights/best.pt $W/weights/last.pt $W/results.csv "$OUT/" 2>/dev/null
echo "done at $(( $(date +%s) - START )) s"; ls -la "$OUT"
