import Foundation
import Rendering
import Testing

/// The values of a screen as data: each type in the shape Docs/ScreenFormat.md gives, both
/// ways, and the caret of a search in characters and in Unicode scalars.
@Suite struct TypedValueCodingTests {
  private static func json(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }

  @Test(arguments: [
    (DataValue.number(139), #"{"number":139,"type":"number"}"#),
    (.length(centimetres: 178), #"{"centimetres":178,"type":"length"}"#),
    (.mass(kilograms: 73), #"{"kilograms":73,"type":"mass"}"#),
    (.identifier(32), #"{"id":32,"type":"id"}"#),
    (.choice("centreBack"), #"{"choice":"centreBack","type":"choice"}"#),
    (.boolean(true), #"{"boolean":true,"type":"boolean"}"#),
    (
      .date(year: 1998, month: 12, day: 20),
      #"{"day":20,"iso8601":"1998-12-20","month":12,"type":"date","year":1998}"#
    ),
  ])
  func aValueIsWrittenInItsShapeAndReadBack(value: DataValue, json: String) throws {
    #expect(try Self.json(value) == json)
    #expect(try JSONDecoder().decode(DataValue.self, from: Data(json.utf8)) == value)
  }

  @Test func aLengthIsNotReadAsAMass() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(DataValue.self, from: Data(#"{"type":"mass","centimetres":1}"#.utf8))
    }
  }

  @Test func fieldsAndColumnsWriteTheirKeysBesideTheirLabels() throws {
    let field = Field("Taille", "178 cm", key: "height", data: .length(centimetres: 178))
    #expect(
      try Self.json(field)
        == #"{"data":{"centimetres":178,"type":"length"},"key":"height","label":"Taille","value":"178 cm"}"#
    )
    let column = Table.Column("N°", key: "number", role: .value, alignment: .trailing)
    #expect(try Self.json(column).contains(#""key":"number""#))
    #expect(try !Self.json(Table.Column("N°")).contains("key"))
  }

  @Test func pagingIsWrittenWithTheTable() throws {
    let table = Table(
      columns: [], rows: [],
      paging: Table.Paging(firstRow: 13, lastRow: 24, rowCount: 35, page: 2, pageCount: 3))
    #expect(
      try Self.json(table)
        == #"{"columns":[],"paging":{"firstRow":13,"lastRow":24,"page":2,"pages":3,"rows":35},"rows":[]}"#
    )
    #expect(try JSONDecoder().decode(Table.self, from: Data(Self.json(table).utf8)) == table)
  }

  /// `é` as `e` and a combining accent is one character and two scalars; a flag is one
  /// character and two scalars too.
  @Test(arguments: [
    ("Ade\u{301}", 3, 3, 4),
    ("Ade\u{301}", 2, 2, 2),
    ("🇫🇷 x", 1, 1, 2),
    ("abc", 99, 99, 3),
    ("abc", -4, -4, 0),
    ("", 0, 0, 0),
  ])
  func theCaretIsCountedInCharactersAndInScalars(
    text: String, cursor: Int, writtenCursor: Int, scalars: Int
  ) throws {
    let field = SearchField(label: "Search", text: text, cursorOffset: cursor)
    #expect(field.cursorScalarOffset == scalars)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(Self.json(field).utf8)) as? [String: Any])
    #expect(object["cursor"] as? Int == writtenCursor)
    #expect(object["cursorScalars"] as? Int == scalars)
    #expect(try JSONDecoder().decode(SearchField.self, from: Data(Self.json(field).utf8)) == field)
  }
}
