import MVVMC
import Rendering
import TerminalUI

/// What a language derived from another does to each of its words, such as
/// ``DemoStrings/pseudoWord(_:)``.
package typealias Rewording = @Sendable (String) -> String

/// A value made of words that a derived language rewrites: a word, a list or table of them, an
/// error's message and hint.
package protocol Rewordable: Sendable {
  /// This value with `rewording` applied to each of its words.
  func reworded(_ rewording: @escaping Rewording) -> Self
}

/// Words read as a language shows them: each word of ``written`` as written, or reworded by
/// ``rewording`` for a derived language. The compiler picks how to reword by each word's type
/// (a word, or a function that writes one), so a word added to a language's values is reworded
/// with no list of words kept by hand, and one of a type no rule covers does not compile.
///
/// ```swift
/// DemoStrings.pseudo.playersTitle           // "⟦Players~~~⟧"
/// DemoStrings.pseudo.rowsShown(1, 8, 24)    // "⟦Players 1–8 of 24~~~~~~~⟧"
/// ```
@dynamicMemberLookup
package protocol WordsReading: Sendable {
  associatedtype Words: Sendable
  /// The words as the language's values hold them.
  var written: Words { get }
  /// What this language does to each word of ``written``; `nil` keeps them as written.
  var rewording: Rewording? { get }
}

extension WordsReading {
  /// A word, or a value made of words.
  package subscript<Word: Rewordable>(dynamicMember word: KeyPath<Words, Word>) -> Word {
    let written = self.written[keyPath: word]
    return rewording.map(written.reworded) ?? written
  }

  /// A function that writes words from a value: what it writes, reworded.
  package subscript<Value, Word: Rewordable>(
    dynamicMember phrase: KeyPath<Words, @Sendable (Value) -> Word>
  ) -> @Sendable (Value) -> Word {
    let written = self.written[keyPath: phrase]
    guard let rewording else { return written }
    return { written($0).reworded(rewording) }
  }

  /// A function that writes words from two values: what it writes, reworded.
  package subscript<First, Second, Word: Rewordable>(
    dynamicMember phrase: KeyPath<Words, @Sendable (First, Second) -> Word>
  ) -> @Sendable (First, Second) -> Word {
    let written = self.written[keyPath: phrase]
    guard let rewording else { return written }
    return { written($0, $1).reworded(rewording) }
  }

  /// A function that writes words from three values: what it writes, reworded.
  package subscript<First, Second, Third, Word: Rewordable>(
    dynamicMember phrase: KeyPath<Words, @Sendable (First, Second, Third) -> Word>
  ) -> @Sendable (First, Second, Third) -> Word {
    let written = self.written[keyPath: phrase]
    guard let rewording else { return written }
    return { written($0, $1, $2).reworded(rewording) }
  }
}

extension String: Rewordable {
  package func reworded(_ rewording: @escaping Rewording) -> String { rewording(self) }
}

extension Array: Rewordable where Element: Rewordable {
  package func reworded(_ rewording: @escaping Rewording) -> Self { map { $0.reworded(rewording) } }
}

extension Dictionary: Rewordable where Value: Rewordable {
  /// The words of each key: keys are what is looked up, never shown.
  package func reworded(_ rewording: @escaping Rewording) -> Self {
    mapValues { $0.reworded(rewording) }
  }
}

extension CommandError: Rewordable {
  /// The message and hint reworded; the code and details are for programs, never translated.
  package func reworded(_ rewording: @escaping Rewording) -> CommandError {
    var error = self
    error.message = rewording(message)
    error.hint = rewording(hint)
    return error
  }
}

extension RendererWords: Rewordable {
  /// Each word reworded but the colon, punctuation rather than a word.
  package func reworded(_ rewording: @escaping Rewording) -> RendererWords {
    var words = mapped(rewording)
    words.colon = colon
    return words
  }
}

extension EventWords: Rewordable {
  /// Each word reworded, a key's name too; the names keys are looked up by stay as they are.
  package func reworded(_ rewording: @escaping Rewording) -> EventWords {
    EventWords(
      navigation: rewording(navigation), push: rewording(push), pop: rewording(pop),
      popToRoot: rewording(popToRoot), present: rewording(present), dismiss: rewording(dismiss),
      replaceStack: rewording(replaceStack), with: rewording(with), back: rewording(back),
      ignored: rewording(ignored), coordinator: rewording(coordinator),
      started: rewording(started), removed: rewording(removed), binding: rewording(binding),
      listener: rewording(listener), listeners: rewording(listeners), freed: rewording(freed),
      key: rewording(key), keyNames: keyNames.reworded(rewording), command: rewording(command),
      paste: rewording(paste), mouse: rewording(mouse), resumed: rewording(resumed),
      resized: rewording(resized), after: rewording(after))
  }
}

extension InspectionWords: Rewordable {
  /// Each word reworded, the events' and the legend's too.
  package func reworded(_ rewording: @escaping Rewording) -> InspectionWords {
    var words = InspectionWords(
      title: rewording(title), coordinators: rewording(coordinators), stack: rewording(stack),
      boxes: rewording(boxes), events: rewording(events), modal: rewording(modal),
      none: rewording(none), listener: rewording(listener), listeners: rewording(listeners))
    words.of = rewording(of)
    words.debouncePending = rewording(debouncePending)
    words.changed = rewording(changed)
    words.start = rewording(start)
    words.legendTitle = rewording(legendTitle)
    words.eventWords = eventWords.reworded(rewording)
    words.legend = legend.map { LegendEntry(rewording($0.symbol), rewording($0.meaning)) }
    return words
  }
}
