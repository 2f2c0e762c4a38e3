"""The catalogs: same keys and placeholders in every language, every key the code uses exists,
and the bundled fonts draw every character of every catalog (no missing-glyph boxes)."""

import json
import re
import string
from pathlib import Path

import pygame.freetype
import pytest

from goju51.app import saves
from goju51.app.kit import fonts, i18n
from goju51.games.japanese import Card
from goju51.games.japanese.legality import REFUSALS

ROOT = Path(__file__).resolve().parents[2]


pytestmark = pytest.mark.usefixtures("english")


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("language", [name for name in i18n.LANGUAGES if name != "en"])
def test_translations_have_exactly_the_english_keys_and_placeholders(language):
    source, other = i18n.catalog("en"), i18n.catalog(language)
    assert set(other) == set(source)
    for key, text in source.items():
        assert placeholders(other[key]) == placeholders(text), key
        assert other[key].strip(), key


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_every_refusal_code_of_the_engine_has_a_reason_in_every_language(language):
    """The table shows ``refuse.<code>`` for the engine's ``IllegalMove.code``."""
    catalog = i18n.catalog(language)
    missing = [code for code in REFUSALS if f"refuse.{code}" not in catalog]
    assert not missing


def test_every_key_the_code_uses_exists():
    used: set[str] = set()
    for path in (ROOT / "goju51").rglob("*.py"):
        used |= set(
            re.findall(
                r"""\btr(?:_count)?\(\s*["']([a-z_]+\.[a-z_.]+)["']""",
                path.read_text(encoding="utf-8"),
            )
        )
    assert used, "the scan found no keys"
    missing = sorted(
        key
        for key in used
        if key not in i18n.catalog("en") and f"{key}.one" not in i18n.catalog("en")
    )
    assert not missing


@pytest.mark.parametrize("language", i18n.LANGUAGES)
@pytest.mark.parametrize("bold", [False, True])
def test_the_fonts_have_a_glyph_for_every_character(language, bold):
    """Each string is drawn with the face ``fonts.face_for`` picks: check that face."""
    pygame.freetype.init()
    i18n.set_language(language)
    faces = {}
    missing = set()
    for text in [*i18n.catalog(language).values(), "♠♥♦♣ 10♥ A♠"]:
        path = fonts.face_for(text, bold)
        font = faces.setdefault(path, pygame.freetype.Font(path, 20))
        missing |= {ch for ch in text if ch.strip() and font.get_metrics(ch)[0] is None}
    assert not sorted(missing)


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_a_name_in_chinese_or_japanese_characters_stays_drawable_in_every_language(language):
    """Names are checked with the current language's face (``names.name_problem``): a name
    typed in hanzi while playing in Chinese must not turn undrawable, and its saved game
    unreadable, once the player switches to a language drawn with the Japanese face."""
    from goju51.app.names import name_problem

    cjk = {
        char
        for cjk_language in fonts.CJK_FONT_FILES
        for text in i18n.catalog(cjk_language).values()
        for char in text
        if ord(char) >= fonts.FIRST_CJK
    }
    i18n.set_language(language)
    assert fonts.can_draw("".join(sorted(cjk)))
    assert fonts.can_draw("".join(sorted(cjk)), bold=True)
    assert name_problem("小红") is None and name_problem("ゆき") is None


def test_tr_fills_placeholders_and_switches_language():
    assert i18n.tr("setup.players", count=4) == "Players: 4"
    i18n.set_language("fr")
    assert i18n.tr("setup.players", count=4) == "Joueurs\u202f: 4"
    assert i18n.tr_count("table.last_round", 1) == "Dernier tour\u202f: 1 coup restant"
    i18n.set_language("ja")
    assert i18n.card_name(Card.parse("JK")) == "ジョーカー"
    assert i18n.card_name(Card.parse("TH")) == "10♥"
    assert i18n.join_names(["A", "B", "C"]) == "A、BとC"
    i18n.set_language("zh")
    assert i18n.card_name(Card.parse("JK")) == "王"
    assert i18n.join_names(["A", "B", "C"]) == "A、B和C"
    assert i18n.tr_count("table.last_round", 1) == "最后一轮：还剩1手"


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_ALL": "ja_JP.UTF-8", "LANG": "fr_FR.UTF-8"}, "ja"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8", "LC_MESSAGES": "fr_FR@euro"}, "fr"),
        ({"LANG": "zh_CN.UTF-8"}, "zh"),
        ({"LANG": "zh_SG.GB18030"}, "zh"),
        ({"LANG": "zh"}, "zh"),
        ({"LANG": "zh_Hans"}, "zh"),
        ({"LANG": "zh-Hans-HK"}, "zh"),
        ({"LANG": "zh_TW.UTF-8"}, "en"),
        ({"LANG": "zh_HK.UTF-8"}, "en"),
        ({"LANG": "zh_MO"}, "en"),
        ({"LANG": "zh-Hant-CN"}, "en"),
    ],
)
def test_the_default_language_comes_from_the_system(environ, expected):
    """Simplified Chinese locales get zh; Traditional ones (Taiwan, Hong Kong, Macau, or a
    Hant script) get English rather than another script (see ``i18n.locale_language``)."""
    assert i18n.system_language(environ) == expected


@pytest.mark.parametrize(
    ("display", "expected"), [("zh_CN", "zh"), ("zh_SG", "zh"), ("zh_TW", "en"), ("fr_FR", "fr")]
)
def test_windows_display_language_counts_when_no_variable_is_set(display, expected):
    """Windows sets no LANG: its display language (an LCID turned into ``zh_CN``) decides."""
    assert i18n.system_language({}, lambda: display) == expected
    assert i18n.system_language({"LANG": "ja_JP.UTF-8"}, lambda: display) == "ja"


@pytest.mark.parametrize(
    ("language", "text", "family"),
    [
        ("ja", "言語：日本語", "Noto Sans CJK JP"),
        ("zh", "语言：简体中文", "Noto Sans CJK SC"),
        ("zh", "Aiko 10♥", "Noto Sans CJK SC"),
        ("en", "Language: 简体中文", "Noto Sans CJK JP"),
        ("fr", "Yuki さん", "Noto Sans CJK JP"),
        ("en", "Ben 10♥", "DejaVu Sans"),
    ],
)
@pytest.mark.parametrize("bold", [False, True])
def test_each_language_is_drawn_in_its_own_regional_face(language, text, family, bold):
    """Han characters differ in shape between Japan and China: Chinese text is drawn in the
    Simplified Chinese face, Japanese text in the Japanese one; CJK characters in an English
    or French string (a language's own name, a name in kana) fall back to the Japanese face."""
    pygame.freetype.init()
    i18n.set_language(language)
    font = pygame.freetype.Font(fonts.face_for(text, bold), 20)
    assert font.name == family
    assert fonts.can_draw(text, bold)


def test_the_settings_offer_simplified_chinese_named_in_its_own_script(home):
    """One step left of English (the list wraps round): the label, the window title and the
    saved choice all switch at once."""
    from flowhelpers import key, make_shell, press

    app = make_shell()
    press(app, "settings")
    key(app, pygame.K_LEFT)
    assert i18n.language() == "zh"
    assert app.stack.top.focused.label() == "语言：简体中文"
    assert fonts.face_for("语言：简体中文").name == "NotoSansSC-subset.otf"
    assert pygame.display.get_caption()[0] == "Goju51 — 五十一游戏合集"
    assert json.loads((home / saves.SETTINGS_FILE).read_text())["language"] == "zh"


def test_an_unknown_language_is_refused():
    with pytest.raises(ValueError):
        i18n.set_language("tlh")


def test_wrapping_breaks_japanese_between_characters_and_keeps_french_spaces():
    from goju51.app.kit.widgets import Text, line_pieces

    assert line_pieces("autres\u202f: 10") == [("autres\u202f:", False), ("10", True)]
    pieces = [piece for piece, _spaced in line_pieces("Benが6♣を取り、A♥を捨てた")]
    assert pieces[0] == "Ben" and "り、" in pieces, "、 never starts a line"
    i18n.set_language("ja")
    text = Text()
    lines = text.wrap(i18n.tr("rules.main.goal"), 18, 300)
    assert len(lines) > 3
    assert "".join(lines) == i18n.tr("rules.main.goal")
    assert all(fonts.for_text(line, 18).size(line)[0] <= 300 for line in lines)
    assert not any(line.startswith(("、", "。")) for line in lines)


def test_wrapping_breaks_chinese_between_characters_but_not_at_its_punctuation():
    from goju51.app.kit.widgets import NO_LINE_END, NO_LINE_START, Text, line_pieces

    pieces = [piece for piece, _spaced in line_pieces("只有在“换一张或过”的最后一轮（共53张）")]
    assert "“换" in pieces and "过”" in pieces and "（共" in pieces and "张）" in pieces
    dash = [piece for piece, _spaced in line_pieces("教练：清场——桌上")]
    assert dash == ["教", "练：", "清", "场——", "桌", "上"]
    assert [piece for piece, _spaced in line_pieces("10 (王当作10♠)")][1] == "(王"
    i18n.set_language("zh")
    text = Text()
    for key in ("rules.main.deal", "rules.joker.text", "refuse.pass"):
        lines = text.wrap(i18n.tr(key), 18, 200)
        assert len(lines) > 1, key
        assert "".join(lines) == i18n.tr(key), "no character lost, no space added"
        assert all(fonts.for_text(line, 18).size(line)[0] <= 200 for line in lines)
        assert not any(line[0] in NO_LINE_START for line in lines), key
        assert not any(line[-1] in NO_LINE_END for line in lines), key


@pytest.mark.parametrize("language", i18n.LANGUAGES)
def test_the_safe_text_path_leaves_every_catalog_string_as_it_is(language):
    """Only characters that draw nothing are replaced: French narrow spaces, Japanese
    punctuation and every other character of the catalogs go through untouched."""
    from goju51.app.kit.widgets import drawable

    changed = [key for key, text in i18n.catalog(language).items() if drawable(text) != text]
    assert not changed


def test_a_key_defined_in_two_catalog_files_is_refused(tmp_path, monkeypatch):
    """Each game's strings sit in their own folder; two files claiming a key is a mistake."""
    (tmp_path / "locales" / "somegame").mkdir(parents=True)
    (tmp_path / "locales" / "en.json").write_text('{"menu.title": "A"}', encoding="utf-8")
    (tmp_path / "locales" / "somegame" / "en.json").write_text(
        '{"menu.title": "B", "somegame.x": "C"}', encoding="utf-8"
    )
    monkeypatch.setattr(i18n, "asset_path", lambda *parts: tmp_path.joinpath(*parts))
    i18n.catalog.cache_clear()
    try:
        with pytest.raises(ValueError, match=r"repeats keys: menu\.title"):
            i18n.catalog("en")
    finally:
        monkeypatch.undo()
        i18n.catalog.cache_clear()
