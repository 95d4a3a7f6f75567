import MVVMC
import Rendering

/// The fields of a refusal as the JSON stream writes them, and as a JSON-RPC error's `data`
/// holds them: `code`, `message`, `hint` (unless empty) and `details`, each detail a string
/// or an integer.
///
/// ```swift
/// RefusalFields(CommandError("no row 99", hint: "type 1 to 35", code: "noRow",
///   details: ["row": .text("99")]))
/// // {"code":"noRow","details":{"row":"99"},"hint":"type 1 to 35","message":"no row 99"}
/// ```
///
/// It encodes into the container it is given, so a stream line's envelope sits beside it.
struct RefusalFields: Encodable {
  var refusal: CommandError

  init(_ refusal: CommandError) {
    self.refusal = refusal
  }

  private enum CodingKeys: String, CodingKey {
    case code, message, hint, details
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(refusal.code, forKey: .code)
    try container.encode(refusal.message, forKey: .message)
    // A refusal that gives no hint (a feed's, a script's) writes none.
    if !refusal.hint.isEmpty { try container.encode(refusal.hint, forKey: .hint) }
    // A detail's name, as the problem gives it.
    var details = container.nestedContainer(keyedBy: NameKey.self, forKey: .details)
    for (name, value) in refusal.details {
      let key = NameKey(name)
      switch value {
      case .text(let text): try details.encode(text, forKey: key)
      case .number(let number): try details.encode(number, forKey: key)
      }
    }
  }
}
