import pytest
import pytweening

from goju51.app.kit.tween import Timeline, Tween, Tweens


class Box:
    def __init__(self) -> None:
        self.x = 0.0
        self.y = 10.0


def test_tween_follows_its_easing_and_lands_exactly():
    box = Box()
    landed = []
    tween = Tween(
        box, 1.0, ease=pytweening.easeInQuad, on_done=lambda: landed.append(True), x=100.0, y=0.0
    )
    tween.update(0.5)
    assert box.x == pytest.approx(25.0)
    assert box.y == pytest.approx(7.5)
    tween.update(0.6)
    assert (box.x, box.y, landed, tween.done) == (100.0, 0.0, [True], True)
    tween.update(1.0)
    assert landed == [True]


def test_delay_reads_start_values_when_it_begins():
    box = Box()
    tween = Tween(box, 1.0, ease=pytweening.linear, delay=0.5, x=10.0)
    tween.update(0.4)
    box.x = 5.0
    tween.update(0.1)
    tween.update(0.5)
    assert box.x == pytest.approx(7.5)


def test_finish_lands_tweens_started_by_callbacks():
    box = Box()
    tweens = Tweens()
    tweens.move(box, 1.0, x=1.0, on_done=lambda: tweens.move(box, 1.0, x=2.0))
    tweens.finish()
    assert box.x == 2.0
    assert not tweens.busy


def test_cancel_stops_a_target_without_callback():
    box, other = Box(), Box()
    tweens = Tweens()
    calls = []
    tweens.move(box, 1.0, x=5.0, on_done=lambda: calls.append("box"))
    tweens.move(other, 1.0, x=5.0)
    tweens.cancel(box)
    tweens.finish()
    assert (box.x, other.x, calls) == (0.0, 5.0, [])


def test_timeline_runs_steps_in_order_after_their_waits():
    ran = []
    timeline = Timeline()
    timeline.then(lambda: ran.append("a"), 0.5)
    timeline.then(lambda: ran.append("b"), 0.0)
    timeline.then(lambda: ran.append("c"), 0.2)
    timeline.update(0.1)
    assert ran == ["a"]
    timeline.update(0.45)
    assert ran == ["a", "b", "c"]
    assert timeline.busy
    timeline.update(0.2)
    assert not timeline.busy


def test_timeline_finish_runs_everything_including_steps_queued_meanwhile():
    ran = []
    timeline = Timeline()
    timeline.then(lambda: timeline.then(lambda: ran.append("late"), 5.0), 5.0)
    timeline.finish()
    assert ran == ["late"]
    assert not timeline.busy
