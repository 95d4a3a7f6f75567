import MVVMC
import Testing

@MainActor
@Suite struct DynamicTests {
  @Test func creatingABoxCallsNoListenerAndHoldsTheValue() {
    let box = Dynamic(3)
    let log = Log<Int>()
    box.bind { log.append($0) }
    #expect(box.value == 3)
    #expect(log.entries == [])
  }

  @Test func listenersAreCalledInBindOrderForEveryValue() {
    let box = Dynamic(0)
    let log = Log<String>()
    box.bind { log.append("A\($0)") }
    box.bind { log.append("B\($0)") }
    box.bind { log.append("C\($0)") }
    box.value = 1
    box.value = 2
    #expect(log.entries == ["A1", "B1", "C1", "A2", "B2", "C2"])
    #expect(box.listenerCount == 3)
  }

  @Test func bindAndFireCallsTheListenerAtOnceThenOnEveryChange() {
    let box = Dynamic("Kylian MBAPPÉ")
    let log = Log<String>()
    box.bindAndFire { log.append($0) }
    #expect(log.entries == ["Kylian MBAPPÉ"])
    box.value = "Lionel MESSI"
    #expect(log.entries == ["Kylian MBAPPÉ", "Lionel MESSI"])
  }

  @Test func bindAndFireWithOwnerPassesTheOwnerAtOnce() {
    let box = Dynamic(7)
    let owner = Token()
    let log = Log<String>()
    box.bindAndFire(owner) { owner, value in log.append("\(owner === owner) \(value)") }
    box.value = 8
    #expect(log.entries == ["true 7", "true 8"])
  }

  @Test func unbindStopsCallsAndReleasesTheClosure() {
    let box = Dynamic(0)
    let log = Log<Int>()
    weak var weakCaptured: Token?
    let token: BindingToken = {
      let captured = Token()
      weakCaptured = captured
      return box.bind { value in
        _ = captured
        log.append(value)
      }
    }()
    box.value = 1
    #expect(weakCaptured != nil)
    #expect(token.isBound)

    token.unbind()
    #expect(!token.isBound)
    #expect(weakCaptured == nil)
    #expect(box.listenerCount == 0)
    box.value = 2
    #expect(log.entries == [1])
    token.unbind()  // a second call does nothing
    #expect(box.listenerCount == 0)
  }

  @Test func unbindingOneListenerLeavesTheOthers() {
    let box = Dynamic(0)
    let log = Log<String>()
    box.bind { log.append("A\($0)") }
    let middle = box.bind { log.append("B\($0)") }
    box.bind { log.append("C\($0)") }
    middle.unbind()
    box.value = 1
    #expect(log.entries == ["A1", "C1"])
  }

  @Test func droppingTheTokenKeepsTheBinding() {
    let box = Dynamic(0)
    let log = Log<Int>()
    _ = box.bind { log.append($0) }
    box.value = 5
    #expect(log.entries == [5])
  }

  @Test func ownerBoundBindingEndsWhenTheOwnerIsFreed() {
    let box = Dynamic(0)
    let log = Log<Int>()
    weak var weakOwner: Token?
    do {
      let owner = Token()
      weakOwner = owner
      box.bind(owner) { _, value in log.append(value) }
      box.value = 1
    }
    #expect(weakOwner == nil)
    #expect(box.listenerCount == 1)  // the entry goes at the next change
    box.value = 2
    #expect(box.listenerCount == 0)
    #expect(log.entries == [1])
  }

  @Test func ownerBoundTokenUnbindsToo() {
    let box = Dynamic(0)
    let owner = Token()
    let log = Log<Int>()
    let token = box.bind(owner) { _, value in log.append(value) }
    box.value = 1
    token.unbind()
    box.value = 2
    #expect(log.entries == [1])
    #expect(box.listenerCount == 0)
  }

  @Test func aListenerCanUnbindItselfWhileBeingCalled() {
    let box = Dynamic(0)
    let log = Log<String>()
    var token: BindingToken?
    token = box.bind { value in
      log.append("once\(value)")
      token?.unbind()
    }
    box.bind { log.append("other\($0)") }
    box.value = 1
    box.value = 2
    #expect(log.entries == ["once1", "other1", "other2"])
    #expect(box.listenerCount == 1)
  }

  @Test func unbindingALaterListenerDuringARoundSkipsItInThatRound() {
    let box = Dynamic(0)
    let log = Log<String>()
    var later: BindingToken?
    box.bind { value in
      log.append("A\(value)")
      later?.unbind()
    }
    later = box.bind { log.append("B\($0)") }
    box.bind { log.append("C\($0)") }
    box.value = 1
    box.value = 2
    #expect(log.entries == ["A1", "C1", "A2", "C2"])
  }

  @Test func unbindAllDuringARoundStopsTheRestOfTheRound() {
    let box = Dynamic(0)
    let log = Log<String>()
    box.bind { value in
      log.append("A\(value)")
      box.unbindAll()
    }
    box.bind { log.append("B\($0)") }
    box.value = 1
    box.value = 2
    #expect(log.entries == ["A1"])
    #expect(box.listenerCount == 0)
  }

  @Test func unbindAllThenBindDuringARoundCallsOnlyTheNewListenerNextTime() {
    let box = Dynamic(0)
    let log = Log<String>()
    var didReplace = false
    box.bind { value in
      log.append("A\(value)")
      if !didReplace {
        didReplace = true
        box.unbindAll()
        box.bind { log.append("new\($0)") }
      }
    }
    box.bind { log.append("B\($0)") }
    box.value = 1
    #expect(box.listenerCount == 1)
    box.value = 2
    #expect(log.entries == ["A1", "new2"])
  }

  @Test func listenerCountLeavesOutListenersUnboundDuringTheRound() {
    let box = Dynamic(0)
    var counts: [Int] = []
    var second: BindingToken?
    box.bind { _ in
      second?.unbind()
      counts.append(box.listenerCount)
    }
    second = box.bind { _ in }
    box.bind { _ in }
    box.value = 1
    #expect(counts == [2])
    #expect(box.listenerCount == 2)
  }

  @Test func aListenerCanUnbindItselfAndBindAgainInTheSameRound() {
    let box = Dynamic(0)
    let log = Log<String>()
    var token: BindingToken?
    func bindOnce() {
      token = box.bind { value in
        log.append("L\(value)")
        token?.unbind()
        bindOnce()
      }
    }
    bindOnce()
    box.bind { log.append("B\($0)") }
    box.value = 1
    box.value = 2
    // The rebound listener goes to the end of the bind order.
    #expect(log.entries == ["L1", "B1", "B2", "L2"])
    #expect(box.listenerCount == 2)
  }

  @Test func manyValuesSetDuringARoundArriveInOrder() {
    let box = Dynamic(0)
    let log = Log<Int>()
    box.bind { value in
      if value == 1 { for next in 2...1_000 { box.value = next } }
    }
    box.bind { log.append($0) }
    box.value = 1
    #expect(log.entries == Array(1...1_000))
  }

  @Test func aListenerBoundDuringARoundHearsOnlyTheNextValue() {
    let box = Dynamic(0)
    let log = Log<String>()
    var didBind = false
    box.bind { value in
      log.append("A\(value)")
      if !didBind {
        didBind = true
        box.bind { log.append("late\($0)") }
      }
    }
    box.bind { log.append("B\($0)") }
    box.value = 1
    box.value = 2
    #expect(log.entries == ["A1", "B1", "A2", "B2", "late2"])
  }

  @Test func aListenerSettingTheValueStartsANewRoundAfterTheCurrentOne() {
    let box = Dynamic(0)
    let log = Log<String>()
    box.bind { value in
      log.append("A\(value)")
      if value == 1 { box.value = 2 }
      if value == 2 { box.value = 3 }
    }
    box.bind { value in
      log.append("B\(value) now \(box.value)")
    }
    box.bind { value in
      log.append("C\(value)")
    }
    box.value = 1
    #expect(
      log.entries == [
        "A1", "B1 now 2", "C1",
        "A2", "B2 now 3", "C2",
        "A3", "B3 now 3", "C3",
      ])
    #expect(box.value == 3)
  }

  @Test func twoListenersSettingTheValueDeliverEveryValueInTheOrderSet() {
    let box = Dynamic(0)
    let log = Log<String>()
    box.bind { value in
      log.append("A\(value)")
      if value == 1 { box.value = 10 }
    }
    box.bind { value in
      log.append("B\(value)")
      if value == 1 { box.value = 20 }
    }
    box.value = 1
    #expect(log.entries == ["A1", "B1", "A10", "B10", "A20", "B20"])
    #expect(box.value == 20)
  }

  @Test func tracerReceivesLabelListenerCountAndSummary() {
    let log = Log<BindingTracer.Firing>()
    let tracer = BindingTracer { log.append($0) }
    let rows = Dynamic([Int](), label: "PlayerListViewModel.rows", tracer: tracer)
    let name = Dynamic("Kylian MBAPPÉ", label: "PlayerDetailViewModel.name", tracer: tracer)
    let number = Dynamic(7, label: "PlayerDetailViewModel.number", tracer: tracer)
    let long = Dynamic(Optional<String>.none, label: "long", tracer: tracer)
    rows.bind { _ in }
    rows.bind { _ in }
    rows.value = Array(1...35)
    rows.value = [9]
    rows.value = []
    name.value = "Lionel MESSI"
    number.bind { _ in }
    number.value = 30
    long.value = String(repeating: "x", count: 70)
    long.value = nil
    let selected = Dynamic(Int?.none, label: "selected", tracer: tracer)
    selected.value = 32
    let lines = log.entries.map { "\($0.label) | \($0.listeners) | \($0.value)" }
    #expect(
      lines == [
        "PlayerListViewModel.rows | 2 | 35 elements",
        "PlayerListViewModel.rows | 2 | 1 element",
        "PlayerListViewModel.rows | 2 | 0 elements",
        "PlayerDetailViewModel.name | 0 | Lionel MESSI",
        "PlayerDetailViewModel.number | 1 | 30",
        "long | 0 | " + String(repeating: "x", count: 59) + "…",
        "long | 0 | nil",
        "selected | 0 | 32",
      ])
  }

  @Test func unlabelledBoxIsNotTraced() {
    let log = Log<BindingTracer.Firing>()
    let tracer = BindingTracer { log.append($0) }
    let box = Dynamic(1, tracer: tracer)
    box.value = 2
    #expect(log.entries.isEmpty)
  }
}

/// Unbinding releases a listener's captures; their deinitializers may use the box again.
@MainActor
@Suite struct DynamicReleaseTests {
  /// Binds a new listener to the box when it is freed.
  @MainActor
  final class Rebinder {
    let box: Dynamic<Int>
    let log: Log<String>

    init(box: Dynamic<Int>, log: Log<String>) {
      self.box = box
      self.log = log
    }

    isolated deinit {
      let log = self.log
      box.bind { log.append("rebound \($0)") }
    }
  }

  @Test func aListenerWhoseCapturesBindOnReleaseCanBeUnbound() {
    let box = Dynamic(0)
    let log = Log<String>()
    var rebinder: Rebinder? = Rebinder(box: box, log: log)
    let token = box.bind { [rebinder] value in
      _ = rebinder
      log.append("first \(value)")
    }
    rebinder = nil
    box.value = 1
    token.unbind()
    box.value = 2
    #expect(log.entries == ["first 1", "rebound 2"])
    #expect(box.listenerCount == 1)
  }

  @Test func unbindAllReleasesListenersWhoseCapturesBindAgain() {
    let box = Dynamic(0)
    let log = Log<String>()
    var rebinder: Rebinder? = Rebinder(box: box, log: log)
    box.bind { [rebinder] _ in _ = rebinder }
    rebinder = nil
    box.unbindAll()
    box.value = 3
    #expect(log.entries == ["rebound 3"])
  }
}
