"""Fixtures for the server tests: an app with no camera and no model, with a fake detector
swapped in through ``dependency_overrides``."""

from __future__ import annotations

import warnings
from collections.abc import Iterator
from pathlib import Path

import numpy as np
import pytest

with warnings.catch_warnings():  # Starlette's notice that its TestClient will move off httpx
    warnings.simplefilter("ignore")
    from fastapi.testclient import TestClient

from fastapi import FastAPI
from serve_helpers import FakeDetector, encode

from api.app import create_app
from api.deps import get_detector
from api.settings import Settings


@pytest.fixture
def frame_bytes() -> bytes:
    return encode(np.full((120, 160, 3), 90, np.uint8))


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    return Settings(camera="none", detector=False, data_dir=tmp_path / "data")


@pytest.fixture
def fake_detector() -> FakeDetector:
    return FakeDetector()


@pytest.fixture
def app(settings: Settings) -> FastAPI:
    return create_app(settings)


@pytest.fixture
def client(app: FastAPI, fake_detector: FakeDetector) -> Iterator[TestClient]:
    app.dependency_overrides[get_detector] = lambda: fake_detector
    with TestClient(app) as test_client:
        yield test_client
