import Rendering

/// The words a trace and the inspector describe a box's value with, in the run's language:
/// `35 elements`, `row 2 of 8 · 1–8 shown`, `cancelled`. An app's own values say themselves
/// in these words by conforming to ``ValueSummarizing``; text stays as it is.
///
/// ```swift
/// ValueWords.english.summary(of: [1, 2, 3])   // "3 elements"
/// ValueWords.english.summary(of: Int?.none)   // "nil"
/// ```
package struct ValueWords: Sendable {
  /// The language these words are in, for an app's values to find their own words.
  package var language: Language
  /// A collection by its size: `1 element`, `35 elements`.
  package var elements: @Sendable (Int) -> String
  /// An optional that holds nothing.
  package var nothing: String
  /// A Boolean's two values.
  package var yes: String
  package var no: String
  /// A selected row of a window: `row 13 of 35`, counted from 1.
  package var row: @Sendable (_ row: Int, _ count: Int) -> String
  /// A window with no row selected: `no row of 35`.
  package var noRow: @Sendable (_ count: Int) -> String
  /// The rows a window shows: `11–20 shown`, counted from 1.
  package var shown: @Sendable (_ first: Int, _ last: Int) -> String
  /// A flow that ended with a result, before the result: `finished(goalkeepers)`.
  package var finished: String
  /// A flow that ended without one.
  package var cancelled: String

  /// Creates a set of words.
  package init(
    language: Language, elements: @escaping @Sendable (Int) -> String, nothing: String,
    yes: String, no: String, row: @escaping @Sendable (Int, Int) -> String,
    noRow: @escaping @Sendable (Int) -> String, shown: @escaping @Sendable (Int, Int) -> String,
    finished: String, cancelled: String
  ) {
    (self.language, self.elements, self.nothing, self.yes, self.no) =
      (language, elements, nothing, yes, no)
    (self.row, self.noRow, self.shown, self.finished, self.cancelled) =
      (row, noRow, shown, finished, cancelled)
  }

  /// The English words, the default.
  package static let english = ValueWords(
    language: .english, elements: { "\($0) element" + ($0 == 1 ? "" : "s") }, nothing: "nil",
    yes: "true", no: "false", row: { "row \($0) of \($1)" }, noRow: { "no row of \($0)" },
    shown: { "\($0)–\($1) shown" }, finished: "finished", cancelled: "cancelled")

  /// A short description of a value: an optional by what it holds (or ``nothing``), a
  /// ``ValueSummarizing`` value as it says itself, text as itself, any other collection by its
  /// size, everything else as `String(describing:)`; cut to 60 characters. May hold untrusted
  /// text.
  package func summary(of value: Any) -> String {
    let mirror = Mirror(reflecting: value)
    if mirror.displayStyle == .optional {
      return mirror.children.first.map { summary(of: $0.value) } ?? nothing
    }
    if let summarizing = value as? any ValueSummarizing {
      return Self.shortened(summarizing.summary(self))
    }
    // Text is a collection of characters, but a trace should show the text, not its length.
    if let text = value as? any StringProtocol {
      return Self.shortened(String(text))
    }
    if let flag = value as? Bool { return flag ? yes : no }
    if let collection = value as? any Collection {
      return elements(collection.count)
    }
    return Self.shortened(String(describing: value))
  }

  private static func shortened(_ text: String) -> String {
    text.count > 60 ? text.prefix(59) + "…" : text
  }
}

/// A value that says itself in a trace and in the inspector in the run's words
/// (``ValueWords``), rather than by its English `description`.
package protocol ValueSummarizing {
  /// The value in short, in `words`: `row 2 of 8`, `ligne 2 sur 8`.
  func summary(_ words: ValueWords) -> String
}
