import Foundation
import Testing

@testable import JSONRendering

/// The node encoder and the text writer give `JSONEncoder`'s bytes for any `Encodable`, not
/// only a screen's strings and integers: its own forms of numbers, dates, data, addresses and
/// decimals, dictionaries, `nil`, nested and super encoders.
@Suite struct JSONNodeEncoderTests {
  struct Parent: Encodable {
    var name = "parent"

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(name, forKey: .name)
    }

    enum Key: String, CodingKey { case name }
  }

  struct Everything: Encodable {
    var double = 0.1
    var whole = 3.0
    var float: Float = 1.5
    var date = Date(timeIntervalSinceReferenceDate: 12.25)
    var data = Data([0, 1, 2, 250])
    var url = URL(string: "https://example.org/a b?c=d")
    var decimal = Decimal(string: "12.5")
    var integers: [Int64] = [.min, -1, 0, .max]
    var unsigned: UInt64 = .max
    var flags = [true, false]
    var missing: String? = nil
    var byNumber: [Int: String] = [2: "two", 10: "ten"]
    var byName: [String: [String]] = ["b": [], "a": ["x/y", "\u{7}\u{2028}"], "": ["empty"]]
    var empty: [String: Int] = [:]

    enum Key: String, CodingKey {
      case double, whole, float, date, data, url, decimal, integers, unsigned, flags, missing
      case byNumber, byName, empty, nested, list
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Key.self)
      try container.encode(double, forKey: .double)
      try container.encode(whole, forKey: .whole)
      try container.encode(float, forKey: .float)
      try container.encode(date, forKey: .date)
      try container.encode(data, forKey: .data)
      try container.encode(url, forKey: .url)
      try container.encode(decimal, forKey: .decimal)
      try container.encode(integers, forKey: .integers)
      try container.encode(unsigned, forKey: .unsigned)
      try container.encode(flags, forKey: .flags)
      try container.encode(missing, forKey: .missing)
      try container.encode(byNumber, forKey: .byNumber)
      try container.encode(byName, forKey: .byName)
      try container.encode(empty, forKey: .empty)
      var nested = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
      try nested.encodeNil(forKey: .missing)
      try Parent().encode(to: nested.superEncoder())
      var list = container.nestedUnkeyedContainer(forKey: .list)
      try list.encode("first")
      var inner = list.nestedUnkeyedContainer()
      try inner.encodeNil()
      try Parent(name: "in a list").encode(to: list.superEncoder())
      try Parent(name: "under a key").encode(to: container.superEncoder(forKey: .missing))
    }
  }

  @Test(arguments: [false, true])
  func everyKindOfValueIsWrittenAsJSONEncoderWritesIt(indented: Bool) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if indented { encoder.outputFormatting.insert(.prettyPrinted) }
    let expected = String(decoding: try encoder.encode(Everything()), as: UTF8.self)
      .replacingOccurrences(of: "\u{7}", with: #"\u0007"#)
      .replacingOccurrences(of: "\u{2028}", with: #"\u2028"#)

    var writer = JSONTextWriter(indented: indented)
    var text = ""
    writer.write(try JSONNodeEncoder.node(of: Everything()), to: { text += $0 })
    writer.finishLine(to: { text += $0 })
    #expect(text == expected + "\n")
  }

  @Test func aNumberJSONCannotHoldIsRefusedBeforeAnythingIsWritten() {
    #expect(throws: EncodingError.self) {
      try JSONNodeEncoder.node(of: ["infinite": Double.infinity])
    }
  }
}
