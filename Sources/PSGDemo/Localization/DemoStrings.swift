import MVVMC
import PlayerFeed
import Rendering
import TerminalUI

/// Every word the demo's interface writes itself, in one language: one value a language
/// (``english``, ``french``), built from a ``Vocabulary`` by its memberwise initialiser, so a
/// word a language lacks does not compile.
///
/// Words that take values are functions, and a family of problems is one function holding
/// that language's `switch`. A flow's words are one value a language in its own folder, read
/// through a ``FlowWords``, so that no list here names a flow. Nothing outside the
/// values chooses words by language: a scene reads `strings.playersTitle`, whatever the
/// language.
///
/// Data (names, countries) is never translated; the model has no words of its own, so position
/// names and filter labels are here too (``name(of:)``, ``label(of:)``).
///
/// The value keeps its vocabulary in one box and reads each word from there, so a copy is one
/// reference however many words there are: every screen copies the strings many times (each
/// action's label and word looks up its language's).
///
/// ```swift
/// DemoStrings(.french).playersTitle                    // "Joueurs"
/// DemoStrings.english.rowsShown(1, 8, 24)              // "Players 1–8 of 24"
/// ```
package struct DemoStrings: WordsReading {
  /// The words, kept once and never changed.
  private let box: Box

  /// The strings of `vocabulary`, one language's words; a language derived from another
  /// (``pseudo``) is its `vocabulary` with each word reworded by `rewording` as it is read.
  init(_ vocabulary: Vocabulary, language: Language? = nil, rewording: Rewording? = nil) {
    box = Box(vocabulary, language: language ?? vocabulary.language, rewording: rewording)
  }

  private final class Box: Sendable {
    let vocabulary: Vocabulary
    let language: Language
    let rewording: Rewording?

    init(_ vocabulary: Vocabulary, language: Language, rewording: Rewording?) {
      (self.vocabulary, self.language, self.rewording) = (vocabulary, language, rewording)
    }
  }

  /// The language these strings are in.
  package var language: Language { box.language }

  /// The words, read from the box: `strings.playersTitle` is `written.playersTitle`, checked
  /// by the compiler, with no list of words kept by hand (``WordsReading``).
  package var written: Vocabulary { box.vocabulary }

  package var rewording: Rewording? { box.rewording }
}

extension DemoStrings {
  /// The languages the demo speaks, English first: a new language is one more value here.
  package static let all = [english, french]

  /// The strings for `language`; a language the demo does not speak gets English.
  ///
  /// - Complexity: O(*l*) for *l* languages; no array is built.
  package init(_ language: Language) {
    let known = Self.known
    var found = known.startIndex  // English
    for index in known.indices where known[index].language == language {
      found = index
      break
    }
    self = known[found]
  }

  /// What ``init(_:)`` looks in: the languages the demo speaks, English first, then the
  /// pseudo-language.
  private static let known = all + [pseudo]

  /// The back key's hint: `Esc/← Back`.
  var backHint: KeyHint {
    KeyHint(keys: "\(self.escapeKey)/←", action: self.backKeyAction, key: .escape)
  }
}
