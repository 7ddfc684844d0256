"""Settings of the local server, read from arguments or ``THIRTEEN_*`` environment variables.

>>> Settings(camera="none", players=3).players
3
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Annotated, Literal

from pydantic import Field, field_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from api.defaults import LIVE_CONF, LIVE_FAINT_CONF
from rules import HouseRules, InvalidHouseRulesError

REPO = Path(__file__).resolve().parents[1]
DEMO_CLIP = REPO / "datasets" / "demo" / "demo_game.mp4"
NO_CAMERA = "none"
GAMES = ("tien-len", "thirteen-rummy", "indian-rummy")
GameMode = Literal["tien-len", "thirteen-rummy", "indian-rummy"]
RUMMY_GAMES: dict[str, Literal["thirteen_rummy", "indian"]] = {
    "thirteen-rummy": "thirteen_rummy",
    "indian-rummy": "indian",
}


def default_data_dir() -> Path:
    """``$XDG_DATA_HOME/thirteen`` (``~/.local/share/thirteen``): where games are saved."""
    base = os.environ.get("XDG_DATA_HOME") or str(Path.home() / ".local" / "share")
    return Path(base) / "thirteen"


class Settings(BaseSettings):
    """Everything ``thirteen serve`` can be told. Environment: ``THIRTEEN_CAMERA=0`` etc."""

    model_config = SettingsConfigDict(env_prefix="THIRTEEN_", extra="forbid")

    camera: str | None = Field(
        default=None,
        description="camera index (0), video file or stream URL; unset: the bundled demo clip; "
        "'none': no server camera (the browser's camera and typed-in plays only)",
    )
    game: GameMode = Field(
        default="tien-len",
        description="which game the assistant follows: tien-len (the camera follows the whole "
        "table), thirteen-rummy or indian-rummy (your hand, melds, draw/discard advice, scores)",
    )
    host: str = Field(default="127.0.0.1", description="address to listen on (localhost only)")
    port: int = Field(default=8000, ge=0, le=65535)
    players: int = Field(default=4, ge=2, le=4)
    seats: Annotated[tuple[str, ...], NoDecode] = Field(
        default=(), description="side of the frame of each seat, clockwise from seat 0 (you)"
    )
    house_rules_file: Path | None = Field(default=None, description="JSON file of switches")
    data_dir: Path = Field(default_factory=default_data_dir, description="saved games live here")
    detector: bool = Field(default=True, description="load the card detector at start-up")
    model: Path | None = Field(
        default=None, description="YOLO ONNX model (default models/cards.onnx)"
    )
    classifier: Path | None = Field(default=None, description="crop classifier for a 1-class model")
    conf: float = Field(
        default=LIVE_CONF, ge=0.0, le=1.0, description="detection confidence threshold"
    )
    faint_conf: float | None = Field(
        default=LIVE_FAINT_CONF,
        ge=0.0,
        le=1.0,
        description="corners found from this confidence up to conf are faint: no card on "
        "their own, but one may complete a play the rules reject (none: off)",
    )
    detector_threads: int = Field(default=2, ge=1, le=64)
    negative: Literal["off", "auto", "always"] = Field(
        default="auto",
        description="read dark decks from the greyscale negative: where dark card stock is "
        "seen (auto), on every frame (always: twice the time), or never (off)",
    )
    every_frame: bool = Field(
        default=False,
        description="run the detector on every frame; by default a frame that did not change "
        "from the last one it ran on reuses its detections (vision.motion.SkipStillFrames)",
    )
    loop_recordings: bool = Field(
        default=True, description="play a video file (and the demo clip) again when it ends"
    )
    max_upload_bytes: int = Field(default=8 * 1024 * 1024, ge=1024)
    stream_fps: float = Field(default=10.0, gt=0.0, le=60.0, description="MJPEG frame rate cap")
    jpeg_quality: int = Field(default=75, ge=10, le=100)

    @field_validator("game", mode="before")
    @classmethod
    def _game_name(cls, value: object) -> object:
        if isinstance(value, str):
            return value.strip().lower().replace("_", "-")
        return value

    @field_validator("faint_conf", mode="before")
    @classmethod
    def _faint_off(cls, value: object) -> object:
        if isinstance(value, str) and value.strip().lower() in ("none", "off"):
            return None  # THIRTEEN_FAINT_CONF=none: no faint corners
        return value

    @field_validator("seats", mode="before")
    @classmethod
    def _split_seats(cls, value: object) -> object:
        if isinstance(value, str):
            return tuple(s.strip() for s in value.split(",") if s.strip())
        return value

    @property
    def camera_target(self) -> str | None:
        """What to open: a camera/file/URL, the demo clip, or None for no server camera."""
        if self.camera is None or self.camera == "":
            return str(DEMO_CLIP)
        if self.camera.strip().lower() == NO_CAMERA:
            return None
        return self.camera

    @property
    def rummy_game(self) -> Literal["thirteen_rummy", "indian"] | None:
        """The rules' name of the rummy game followed, or None in Tiến lên mode."""
        return RUMMY_GAMES.get(self.game)

    @property
    def database_path(self) -> Path:
        return self.data_dir / "games.sqlite3"

    def load_house_rules(self) -> HouseRules:
        """House rules from ``house_rules_file`` (defaults without one); clear errors."""
        if self.house_rules_file is None:
            return HouseRules()
        try:
            text = self.house_rules_file.read_text(encoding="utf-8")
        except OSError as exc:
            raise InvalidHouseRulesError(
                f"cannot read house rules file {self.house_rules_file}: {exc.strerror}"
            ) from exc
        return HouseRules.from_json(text)
