"""Regenerate the bundled font subsets, sound effects and app icon in ``assets/``.

    python tools/make_assets.py            # all of them
    python tools/make_assets.py fonts      # needs fontTools and DejaVu (fonts-dejavu-core)
    python tools/make_assets.py ja-font    # needs fontTools and Noto CJK (fonts-noto-cjk)
    python tools/make_assets.py zh-font    # the same, for Simplified Chinese
    python tools/make_assets.py sounds     # standard library only
    python tools/make_assets.py icon       # needs pygame-ce and the bundled fonts

Sounds are synthesized, not recorded: filtered noise for card slaps and swooshes, decaying
sines for chimes. Every random choice comes from a seeded ``random.Random``, so the same
script always writes the same files.
"""

from __future__ import annotations

import argparse
import io
import math
import random
import struct
import wave
from collections.abc import Callable, Iterable
from pathlib import Path

ASSETS = Path(__file__).resolve().parent.parent / "assets"

# ---------------------------------------------------------------------------------------
# Fonts

DEJAVU_DIR = Path("/usr/share/fonts/truetype/dejavu")
FONT_FACES = {
    "DejaVuSans.ttf": "DejaVuSans-subset.ttf",
    "DejaVuSans-Bold.ttf": "DejaVuSans-Bold-subset.ttf",
}
# Latin-1, Latin Extended-A (French œ, Ÿ…), general punctuation (– — ‘ ’ “ ” • … and the
# narrow no-break space French puts before ; : ! ?), euro, trade mark, arrows, minus,
# triangles, stars, the eight suit symbols and check marks.
FONT_UNICODES = (
    "U+0020-007E,U+00A0-017F,U+2000-206F,U+20AC,U+2122,U+2190-2199,U+2212,"
    "U+25B2-25C4,U+2605-2606,U+2660-2667,U+2713-2714"
)


def font_subset_args(source: Path, target: Path) -> list[str]:
    """Arguments for ``pyftsubset``; assets/README.md quotes them."""
    return [
        str(source),
        f"--unicodes={FONT_UNICODES}",
        "--layout-features=*",
        f"--output-file={target}",
    ]


NOTO_CJK_DIR = Path("/usr/share/fonts/opentype/noto")
NOTO_CJK_COLLECTIONS = {False: "NotoSansCJK-Regular.ttc", True: "NotoSansCJK-Bold.ttc"}
"""Debian's collections (regular, bold), each holding every regional face of Noto Sans CJK."""
CJK_FAMILIES = {"ja": "Noto Sans CJK JP", "zh": "Noto Sans CJK SC"}
"""The regional face each language is drawn in (Han characters differ in shape between them)."""
# ASCII, Latin-1 and Latin Extended-A (names typed in another language), general punctuation,
# arrows, minus, stars, suits, CJK punctuation, kana (names typed in kana) and full-width forms;
# the ideographs are those of the catalogs and the common ones of ``common_ideographs``.
CJK_FONT_UNICODES = (
    "U+0020-007E,U+00A0-017F,U+2000-206F,U+2190-2199,U+2212,U+2605-2606,U+2660-2667,"
    "U+3000-303F,U+3040-30FF,U+FF01-FF5E"
)


def common_ideographs() -> str:
    """The everyday Han characters, so that a family can type its names in hanzi or kanji:
    GB 2312's level 1 (3,755 hanzi, rows 16–55) and JIS X 0208's level 1 (2,965 kanji, rows
    16–47), 5,009 characters together, read through Python's own codecs."""
    characters = set()
    for codec, rows in (("gb2312", range(0xB0, 0xD8)), ("euc_jp", range(0xB0, 0xD0))):
        for row in rows:
            for cell in range(0xA1, 0xFF):
                try:
                    characters.add(bytes((row, cell)).decode(codec))
                except UnicodeDecodeError:
                    continue  # the unused cells at the end of a row
    return "".join(sorted(characters))


def cjk_font_number(collection: Path, family: str) -> int:
    """The index of the face called ``family`` in a font collection, found by its name: the
    order of the faces inside a .ttc is not a promise."""
    from fontTools.ttLib import TTCollection

    with TTCollection(collection, lazy=True) as faces:
        for number, face in enumerate(faces):
            if face["name"].getBestFamilyName() == family:
                return number
    raise SystemExit(f"{collection} has no face called {family}")


def cjk_font_subset_args(
    source: Path, font_number: int, target: Path, text_file: Path
) -> list[str]:
    """Arguments for ``pyftsubset`` cutting one face of Noto Sans CJK to the characters of
    ``text_file``."""
    return [
        str(source),
        f"--font-number={font_number}",
        f"--unicodes={CJK_FONT_UNICODES}",
        f"--text-file={text_file}",
        "--layout-features=*",
        f"--output-file={target}",
    ]


def make_cjk_font(language: str) -> None:
    """The regular and bold subsets of ``language``'s regional face, under the names the app
    loads. Each holds every character of every catalog (the shell's and every game's), not only
    its own language's, and the common ideographs of both languages: English and French strings
    may quote a Chinese word (顶), and a name is checked with the current language's face, so a
    name in hanzi typed while playing in Chinese must still be drawable, and its saved game
    readable, after a switch to Japanese, English or French, which draw CJK characters with the
    Japanese face."""
    import tempfile

    from fontTools import subset

    from goju51.app.kit import fonts, i18n

    strings = [text for each in i18n.LANGUAGES for text in i18n.catalog(each).values()]
    text = "".join(sorted(set("".join(strings)) | set(common_ideographs())))
    with tempfile.TemporaryDirectory() as folder:
        text_file = Path(folder) / f"{language}.txt"
        text_file.write_text(text, encoding="utf-8")
        for bold, collection_name in NOTO_CJK_COLLECTIONS.items():
            source = NOTO_CJK_DIR / collection_name
            number = cjk_font_number(source, CJK_FAMILIES[language])
            target = ASSETS / "fonts" / fonts.CJK_FONT_FILES[language][bold]
            subset.main(cjk_font_subset_args(source, number, target, text_file))
            print(f"{target.relative_to(ASSETS.parent)}: {target.stat().st_size} bytes")


def make_fonts() -> None:
    from fontTools import subset

    for source_name, target_name in FONT_FACES.items():
        target = ASSETS / "fonts" / target_name
        subset.main(font_subset_args(DEJAVU_DIR / source_name, target))
        print(f"{target.relative_to(ASSETS.parent)}: {target.stat().st_size} bytes")


# ---------------------------------------------------------------------------------------
# Sounds: 44.1 kHz, 16-bit, mono

RATE = 44_100
Signal = list[float]


def silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * RATE)


def white_noise(seconds: float, rng: random.Random) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def biquad(signal: Signal, kind: str, freq: Callable[[float], float], q: float) -> Signal:
    """RBJ-cookbook biquad filter whose cut-off may move with time (seconds -> Hz)."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    for i, x in enumerate(signal):
        w = 2 * math.pi * freq(i / RATE) / RATE
        alpha = math.sin(w) / (2 * q)
        cos_w = math.cos(w)
        if kind == "lowpass":
            b0 = b2 = (1 - cos_w) / 2
            b1 = 1 - cos_w
        elif kind == "highpass":
            b0 = b2 = (1 + cos_w) / 2
            b1 = -(1 + cos_w)
        else:  # band-pass, constant 0 dB peak gain
            b0, b1, b2 = alpha, 0.0, -alpha
        a0, a1, a2 = 1 + alpha, -2 * cos_w, 1 - alpha
        y = (b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2) / a0
        x2, x1, y2, y1 = x1, x, y1, y
        out.append(y)
    return out


def constant(hz: float) -> Callable[[float], float]:
    return lambda _t: hz


def sweep(start_hz: float, end_hz: float, seconds: float) -> Callable[[float], float]:
    """Exponential glide, which the ear hears as an even sweep."""
    return lambda t: start_hz * (end_hz / start_hz) ** min(t / seconds, 1.0)


def envelope(signal: Signal, attack: float, decay: float) -> Signal:
    """Linear attack then exponential decay (``decay`` is the time constant in seconds)."""
    out = []
    for i, x in enumerate(signal):
        t = i / RATE
        gain = t / attack if t < attack else math.exp(-(t - attack) / decay)
        out.append(x * gain)
    return out


def swell(signal: Signal) -> Signal:
    """Rise and fall over the whole signal (a half sine squared), for swooshes."""
    n = len(signal)
    return [x * math.sin(math.pi * i / n) ** 2 for i, x in enumerate(signal)]


def tone(
    hz: float, seconds: float, decay: float, partials: Iterable[tuple[float, float]]
) -> Signal:
    """A struck tone: harmonics ``(multiple, level)``, the higher ones dying out faster."""
    partials = list(partials)
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        attack = min(t / 0.004, 1.0)
        sample = sum(
            level * math.sin(2 * math.pi * hz * multiple * t) * math.exp(-t * multiple / decay)
            for multiple, level in partials
        )
        out.append(sample * attack)
    return out


def mix(length_seconds: float, *parts: tuple[float, Signal]) -> Signal:
    """Add signals, each starting at its offset in seconds."""
    out = silence(length_seconds)
    for offset, part in parts:
        start = int(offset * RATE)
        for i, x in enumerate(part[: len(out) - start]):
            out[start + i] += x
    return out


def soften(signal: Signal) -> Signal:
    """Take the hiss off noise (above ~7 kHz it only sounds harsh)."""
    return biquad(signal, "lowpass", constant(7000), 0.7)


def finish(signal: Signal, peak: float, fade_out: float = 0.004) -> Signal:
    """Scale to ``peak`` (modest levels: the mixer adds sounds up) and fade the ends."""
    loudest = max(abs(x) for x in signal) or 1.0
    out = [x * peak / loudest for x in signal]
    fade_in = int(0.002 * RATE)
    for i in range(min(fade_in, len(out))):
        out[i] *= i / fade_in
    fade_out_samples = int(fade_out * RATE)
    for i in range(min(fade_out_samples, len(out))):
        out[-1 - i] *= i / fade_out_samples
    return out


def card_slap(rng: random.Random, brightness: float, body: float) -> Signal:
    """A card landing on felt: a bright noise snap over a soft low thump."""
    noise = soften(biquad(white_noise(0.12, rng), "bandpass", constant(brightness), 0.9))
    snap = envelope(noise, 0.002, 0.018)
    thump = envelope(tone(140, 0.12, 0.5, [(1, 1.0)]), 0.002, 0.025)
    return mix(0.12, (0, snap), (0, [x * body for x in thump]))


def card_slide(rng: random.Random, seconds: float, start_hz: float, end_hz: float) -> Signal:
    """A card sliding: band-passed noise whose pitch glides."""
    noise = biquad(white_noise(seconds, rng), "bandpass", sweep(start_hz, end_hz, seconds), 1.4)
    return swell(soften(noise))


def sound_click(rng: random.Random) -> Signal:
    tick = envelope(tone(1900, 0.045, 0.03, [(1, 1.0), (2, 0.2)]), 0.001, 0.006)
    grain = envelope(biquad(white_noise(0.045, rng), "bandpass", constant(4000), 1.0), 0.001, 0.004)
    return finish(mix(0.045, (0, tick), (0, [x * 0.3 for x in grain])), 0.28)


def sound_deal(rng: random.Random) -> Signal:
    slide = card_slide(rng, 0.07, 2500, 5000)
    return finish(
        mix(0.15, (0, [x * 0.6 for x in slide]), (0.05, card_slap(rng, 3200, 0.25))), 0.42
    )


def sound_take(rng: random.Random) -> Signal:
    return finish(card_slide(rng, 0.16, 1400, 4200), 0.38)


def sound_discard(rng: random.Random) -> Signal:
    return finish(card_slap(rng, 2200, 0.55), 0.5)


def sound_clear(rng: random.Random) -> Signal:
    seconds = 0.42
    noise = white_noise(seconds, rng)
    rising = biquad(noise, "bandpass", lambda t: 500 + 2600 * math.sin(math.pi * t / seconds), 1.2)
    return finish(swell(biquad(rising, "lowpass", constant(6000), 0.7)), 0.4)


def sound_shuffle(rng: random.Random) -> Signal:
    """A riffle: dozens of tiny card flicks, faster towards the end, then a soft bridge."""
    seconds = 0.66
    flicks = []
    t = 0.0
    gap = 0.022
    while t < 0.46:
        brightness = rng.uniform(2600, 4600)
        flick = envelope(
            biquad(white_noise(0.02, rng), "bandpass", constant(brightness), 1.5), 0.0008, 0.003
        )
        flicks.append((t, [x * rng.uniform(0.6, 1.0) for x in flick]))
        t += gap * rng.uniform(0.7, 1.3)
        gap = max(0.008, gap * 0.94)
    bridge = card_slide(rng, 0.18, 1800, 900)
    return finish(soften(mix(seconds, *flicks, (0.46, [x * 0.5 for x in bridge]))), 0.42)


def bell(hz: float, seconds: float) -> Signal:
    return tone(hz, seconds, 0.17, [(1, 1.0), (2, 0.28), (3, 0.08), (4.2, 0.03)])


def sound_stop(rng: random.Random) -> Signal:
    """Two bright bell notes a fifth apart: the round is over."""
    return finish(mix(0.6, (0, bell(988, 0.6)), (0.09, bell(1480, 0.51))), 0.3, fade_out=0.06)


def sound_win(rng: random.Random) -> Signal:
    """A rising major arpeggio (C E G C) that rings together at the end."""
    notes = [523.25, 659.25, 783.99, 1046.5]
    return finish(
        mix(0.66, *[(i * 0.085, bell(hz, 0.66 - i * 0.085)) for i, hz in enumerate(notes)]),
        0.3,
        fade_out=0.06,
    )


def die_knock(rng: random.Random, brightness: float) -> Signal:
    """A die knocking on wood or against a cup's wall: a short, woody, pitched tap."""
    body = envelope(tone(rng.uniform(420, 640), 0.05, 0.4, [(1, 1.0), (2.7, 0.35)]), 0.001, 0.01)
    grain = biquad(white_noise(0.05, rng), "bandpass", constant(brightness), 2.0)
    return mix(0.05, (0, body), (0, envelope([x * 0.5 for x in grain], 0.0008, 0.006)))


def sound_shake(rng: random.Random) -> Signal:
    """Two dice rattled in a cup: a dozen knocks in uneven bursts, over the cup's hollow hiss."""
    seconds = 0.64
    knocks = []
    t = 0.0
    while t < seconds - 0.06:
        knocks.append((t, [x * rng.uniform(0.4, 1.0) for x in die_knock(rng, 2400)]))
        t += rng.uniform(0.025, 0.075)
    hiss = swell(biquad(white_noise(seconds, rng), "bandpass", constant(900), 0.8))
    return finish(soften(mix(seconds, *knocks, (0, [x * 0.25 for x in hiss]))), 0.4)


def sound_roll(rng: random.Random) -> Signal:
    """The cup slammed down on the table: a low thud, then the dice settling inside."""
    thud = envelope(tone(95, 0.3, 0.6, [(1, 1.0), (2, 0.3)]), 0.002, 0.06)
    slap = envelope(biquad(white_noise(0.1, rng), "bandpass", constant(1200), 0.9), 0.001, 0.02)
    settle = [(0.05 + i * 0.045 * (0.8**i), die_knock(rng, 3000)) for i in range(4)]
    return finish(mix(0.34, (0, thud), (0, [x * 0.6 for x in slap]), *settle), 0.5)


def sound_challenge(rng: random.Random) -> Signal:
    """A challenge (顶, dǐng): a low drum struck hard, a wooden snap on its skin."""
    drum = envelope(tone(82, 0.42, 0.5, [(1, 1.0), (1.6, 0.45), (2.3, 0.2)]), 0.002, 0.12)
    snap = envelope(biquad(white_noise(0.06, rng), "bandpass", constant(1800), 1.2), 0.0006, 0.012)
    return finish(mix(0.42, (0, drum), (0, [x * 0.7 for x in snap])), 0.5, fade_out=0.05)


def sound_reveal(rng: random.Random) -> Signal:
    """Every hand turned face up: five quick card slaps, each a little brighter."""
    slaps = [(i * 0.07, card_slap(rng, 1400 + 350 * i, 0.5)) for i in range(5)]
    return finish(soften(mix(0.5, *slaps)), 0.42)


SOUNDS: dict[str, Callable[[random.Random], Signal]] = {
    "click": sound_click,
    "deal": sound_deal,
    "take": sound_take,
    "discard": sound_discard,
    "clear": sound_clear,
    "shuffle": sound_shuffle,
    "stop": sound_stop,
    "win": sound_win,
    "shake": sound_shake,
    "roll": sound_roll,
    "challenge": sound_challenge,
    "reveal": sound_reveal,
}


def write_wav(path: Path, signal: Signal) -> None:
    frames = b"".join(struct.pack("<h", round(max(-1.0, min(1.0, x)) * 32767)) for x in signal)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def make_sounds() -> None:
    for seed, (name, synthesize) in enumerate(SOUNDS.items(), start=51):
        path = ASSETS / "sounds" / f"{name}.wav"
        write_wav(path, synthesize(random.Random(seed)))
        print(f"{path.relative_to(ASSETS.parent)}: {path.stat().st_size} bytes")


# ---------------------------------------------------------------------------------------
# App icon: a fan of three cards with "51" on a felt tile, drawn by code

ICON_SIZE = 256
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
"""Sizes inside ``icon.ico``: Windows picks the nearest for title bars, taskbar, Explorer."""
ICON_SUPERSAMPLE = 4
"""Drawn at 4× then smooth-scaled down: pygame's shapes and rotations have no antialiasing."""


def draw_icon(size: int = ICON_SIZE):
    """The icon as a pygame surface of ``size`` pixels (transparent corners)."""
    import pygame

    pygame.font.init()
    big = size * ICON_SUPERSAMPLE

    def px(fraction: float) -> int:
        return round(fraction * big)

    tile = pygame.Surface((big, big), pygame.SRCALPHA)
    felt = pygame.Rect(0, 0, big, big).inflate(-px(0.04), -px(0.04))
    pygame.draw.rect(tile, (18, 96, 52), felt, border_radius=px(0.2))
    pygame.draw.rect(tile, (214, 176, 72), felt, width=px(0.025), border_radius=px(0.2))
    bold = ASSETS / "fonts" / "DejaVuSans-Bold-subset.ttf"
    suit_font = pygame.font.Font(bold, px(0.2))
    for angle, suit, colour in (
        (24, "♠", (20, 20, 24)),
        (0, "♦", (196, 30, 40)),
        (-24, "♥", (196, 30, 40)),
    ):
        card = pygame.Surface((px(0.4), px(0.56)), pygame.SRCALPHA)
        face = card.get_rect()
        pygame.draw.rect(card, (250, 246, 236), face, border_radius=px(0.05))
        pygame.draw.rect(card, (90, 90, 90), face, width=px(0.008), border_radius=px(0.05))
        mark = suit_font.render(suit, True, colour)
        card.blit(mark, mark.get_rect(midtop=(face.centerx, px(0.03))))
        turned = pygame.transform.rotate(card, angle)
        # Fan around a point below the cards, like cards held in a hand.
        centre = pygame.Vector2(big // 2, px(0.95)) + pygame.Vector2(0, -px(0.5)).rotate(-angle)
        tile.blit(turned, turned.get_rect(center=(round(centre.x), round(centre.y))))
    label_font = pygame.font.Font(bold, px(0.34))
    for offset, colour in ((px(0.012), (40, 20, 0)), (0, (214, 176, 72))):
        label = label_font.render("51", True, colour)
        tile.blit(label, label.get_rect(center=(big // 2 + offset, px(0.64) + offset)))
    return pygame.transform.smoothscale(tile, (size, size))


def png_bytes(surface) -> bytes:
    import pygame

    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """An ICO container of PNG images (Windows Vista and later read PNG entries directly)."""
    header = struct.pack("<HHH", 0, 1, len(pngs))
    offset = len(header) + 16 * len(pngs)
    entries, images = b"", b""
    for size, data in sorted(pngs.items()):
        side = 0 if size >= 256 else size  # 0 means 256 in an ICO directory entry
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        images += data
        offset += len(data)
    return header + entries + images


def make_icon() -> None:
    import pygame

    pygame.image.save(draw_icon(ICON_SIZE), ASSETS / "icon.png")
    pngs = {size: png_bytes(draw_icon(size)) for size in ICO_SIZES}
    (ASSETS / "icon.ico").write_bytes(ico_bytes(pngs))
    for name in ("icon.png", "icon.ico"):
        path = ASSETS / name
        print(f"{path.relative_to(ASSETS.parent)}: {path.stat().st_size} bytes")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    makers = {
        "fonts": make_fonts,
        "ja-font": lambda: make_cjk_font("ja"),
        "zh-font": lambda: make_cjk_font("zh"),
        "sounds": make_sounds,
        "icon": make_icon,
    }
    parser.add_argument("what", nargs="*", choices=[[], *makers], help="default: all")
    for what in parser.parse_args().what or makers:
        makers[what]()


if __name__ == "__main__":
    main()
