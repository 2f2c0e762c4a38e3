"""Sound effects: bundled files are sane, and audio trouble never crashes the game."""

import logging
import wave

import pygame
import pytest

from goju51.app.kit import sound
from goju51.app.kit.resources import asset_path
from goju51.app.kit.sound import SOUND_NAMES, SoundBoard


@pytest.mark.parametrize("name", SOUND_NAMES)
def test_bundled_sounds_are_short_mono_cd_quality_wavs(name):
    path = asset_path("sounds", f"{name}.wav")
    assert path.stat().st_size < 60_000
    with wave.open(str(path)) as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, 44_100)
        assert 0.02 < wav.getnframes() / 44_100 < 0.7


def test_plays_every_sound_with_the_dummy_driver():
    board = SoundBoard(volume=0.5)
    assert board.available
    for name in SOUND_NAMES:
        board.play(name)
    pygame.mixer.stop()


def test_volume_is_clamped_and_applied():
    board = SoundBoard()
    board.volume = 3
    assert board.volume == 1.0
    board.volume = -1
    assert board.volume == 0.0
    board.volume = 0.25
    assert board._sounds["deal"].get_volume() == pytest.approx(0.25, abs=0.01)


def test_muted_board_plays_nothing():
    pygame.mixer.stop()
    board = SoundBoard(muted=True)
    board.play("win")
    assert not pygame.mixer.get_busy()
    board.muted = False
    board.play("win")
    assert pygame.mixer.get_busy()
    pygame.mixer.stop()


def test_without_an_audio_device_it_is_silent(monkeypatch, caplog):
    def no_device(*args, **kwargs):
        raise pygame.error("ALSA: Couldn't open audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        board = SoundBoard()
    assert not board.available
    assert "no audio" in caplog.text
    for name in SOUND_NAMES:
        board.play(name)


def test_missing_and_corrupt_files_are_skipped(tmp_path, caplog):
    (tmp_path / "deal.wav").write_bytes(b"RIFF\x10\x00\x00\x00WAVEnot really a wave file")
    (tmp_path / "click.wav").write_bytes(asset_path("sounds", "click.wav").read_bytes())
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        board = SoundBoard(sound_dir=tmp_path)
    assert "deal.wav" in caplog.text
    assert "win.wav" in caplog.text
    assert board.available, "the one good file still plays"
    board.play("deal")
    board.play("win")
    board.play("click")


def test_unknown_sound_is_reported_once(caplog):
    board = SoundBoard()
    with caplog.at_level(logging.WARNING, logger=sound.__name__):
        board.play("trumpet")
        board.play("trumpet")
    assert caplog.text.count("trumpet") == 1


@pytest.mark.parametrize("language", ["en", "fr", "ja", "zh"])
def test_the_sound_setting_says_when_no_audio_device_could_be_opened(home, language):
    """Issue 30 F26: "Sound: on" was shown when nothing could play. The settings say no device
    was found; the table's corner button says so and switches nothing."""
    from flowhelpers import make_shell, press
    from helpers import make_app

    from goju51.app.kit import i18n

    app = make_shell(size=(960, 540), language=language)
    app.context.sounds._sounds.clear()  # as if no audio device could be opened
    press(app, "settings")
    label = next(c for c in app.stack.top.controls if c.key == "sound").label()
    setting = i18n.tr("settings.sound_off" if app.context.settings.muted else "settings.sound_on")
    assert label == i18n.tr("settings.sound_no_device", setting=setting)
    app.stack.draw(app.screen)
    assert not app.context.text.cut
    app.close()
    quick = make_app(size=(960, 540))
    quick.context.sounds._sounds.clear()
    i18n.set_language(language)
    table = quick.stack.scenes[0]
    assert table.corner_buttons()[-1][::2] == (i18n.tr("table.sound_no_device"), False)
    quick.stack.draw(quick.screen)
    assert not quick.context.text.cut
    quick.close()
    i18n.set_language("en")
