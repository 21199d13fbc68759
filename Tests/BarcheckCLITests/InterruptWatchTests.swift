import Testing

@testable import BarcheckCLI

/// Which interrupts a run's watch handles: one delivered twice (GNU `timeout`, a terminal's process group) counts once,
/// and none after the watch is cancelled.
@Suite("Interrupts handled once")
struct InterruptWatchTests {
  @Test("an interrupt within 250 ms of the last one handled is the same one; a later one is another")
  func sameInterrupt() {
    let state = Terminal.InterruptWatch.State()
    let start = ContinuousClock.now
    #expect(state.handles(at: start))
    #expect(!state.handles(at: start + .microseconds(40)), "timeout's second signal, microseconds later")
    #expect(!state.handles(at: start + .milliseconds(249)))
    #expect(state.handles(at: start + .milliseconds(250)), "a second Ctrl-C")
    #expect(!state.handles(at: start + .milliseconds(300)), "measured from the last one handled")
    #expect(state.handles(at: start + .seconds(1)))
  }

  @Test("no interrupt is handled once the watch is cancelled")
  func cancelled() {
    let state = Terminal.InterruptWatch.State()
    let start = ContinuousClock.now
    state.cancel()
    #expect(!state.handles(at: start))
    #expect(!state.handles(at: start + .seconds(10)))
  }
}
