import MVVMC
import Testing

/// Step 1: a `Dynamic` box holds a value and tells its listeners each time it changes.
@MainActor @Suite struct Step1BoxTests {
  @Test func aBoxTellsItsListenerEveryValue() {
    let title = Dynamic("Dune")
    var heard: [String] = []
    title.bindAndFire { value in heard.append(value) }  // hears "Dune" at once
    title.value = "Emma"  // hears "Emma"
    #expect(heard == ["Dune", "Emma"])
  }

  @Test func aBindingWithAnOwnerEndsWithIt() {
    final class Label {
      var text = ""
    }
    let title = Dynamic("Dune")
    var label: Label? = Label()
    title.bindAndFire(label!) { label, value in label.text = value }
    #expect(label?.text == "Dune")
    #expect(title.listenerCount == 1)

    label = nil  // the box held the label weakly: it is gone…
    title.value = "Emma"  // …and this change drops its binding
    #expect(title.listenerCount == 0)
  }
}
