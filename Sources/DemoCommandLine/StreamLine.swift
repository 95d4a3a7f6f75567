import MVVMC
import Rendering

/// One line of the JSON stream `psg-demo --renderer json` writes in line mode and with
/// `--script`: a screen, a refused command or the end, with what it answers (Docs/ScreenFormat.md,
/// "The stream").
///
/// The envelope's fields sit beside the screen's own, in the same object: `kind`, `seq` (the
/// command's number, from 1; 0 for the start) and `command` (the line read).
///
/// ```swift
/// StreamLine(.error(CommandError.notHere("next", scene: "Help")),
///   seq: 3, command: "next")
/// // {"code":"notHere","command":"next","details":{…},"hint":"…","kind":"error",
/// //  "message":"next is not available in Help","seq":3}
/// ```
struct StreamLine: Encodable {
  /// What the line is.
  enum Kind {
    /// A screen: the screen's fields, with the envelope's beside them.
    case screen(Screen)
    /// A command, an address or a feed refused: what for a program (`code`, `details`) and
    /// for a person (`message`, and `hint` unless empty), in the session's language.
    case error(CommandError)
    /// The last line: the run's exit status, and the signal that ended it (`SIGTERM`), if one
    /// did.
    case end(status: Int32, signal: String? = nil)
  }

  var kind: Kind
  /// The number of the command the line answers, from 1; 0 for the start; `nil` for the
  /// `end` at the end of the input.
  var seq: Int?
  /// The line read, as read; `nil` for the start, the end of the input, and a line too long to
  /// be kept.
  var command: String?

  init(_ kind: Kind, seq: Int?, command: String? = nil) {
    self.kind = kind
    self.seq = seq
    self.command = command
  }

  /// The envelope's field names, written out so a Swift rename cannot change the format.
  private enum CodingKeys: String, CodingKey {
    case kind, seq, command, status, signal
  }

  func encode(to encoder: any Encoder) throws {
    // A screen writes its fields first; the envelope's join them in the same object.
    if case .screen(let screen) = kind { try screen.encode(to: encoder) }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(seq, forKey: .seq)
    try container.encodeIfPresent(command, forKey: .command)
    switch kind {
    case .screen:
      try container.encode("screen", forKey: .kind)
    case .error(let refusal):
      try container.encode("error", forKey: .kind)
      try RefusalFields(refusal).encode(to: encoder)
    case .end(let status, let signal):
      try container.encode("end", forKey: .kind)
      try container.encode(status, forKey: .status)
      try container.encodeIfPresent(signal, forKey: .signal)
    }
  }
}
