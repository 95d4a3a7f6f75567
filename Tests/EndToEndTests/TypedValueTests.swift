import Foundation
import Rendering
import TestSupport
import Testing

/// `--renderer json` gives the values of the screens as data, with keys that no language
/// changes: what a program reads where a person reads `178 cm`.
@Suite(.tags(.process), .skippedInFastLoop) struct TypedValueTests {
  /// The screens among the lines of a JSON transcript: the objects that have blocks.
  static func screens(_ output: String) throws -> [Screen] {
    try output.split(separator: "\n").compactMap { line -> Screen? in
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard object?["blocks"] != nil else { return nil }
      return try JSONDecoder().decode(Screen.self, from: Data(line.utf8))
    }
  }

  static func tables(in screen: Screen) -> [Table] {
    var tables: [Table] = []
    for case .table(let table) in screen.blocks { tables.append(table) }
    return tables
  }

  static func fields(in screen: Screen) -> [Field] {
    var fields: [Field] = []
    for case .fields(let list) in screen.blocks { fields += list }
    return fields
  }

  static func search(in screen: Screen) -> SearchField? {
    for case .search(let field) in screen.blocks { return field }
    return nil
  }

  static let tour = "search mba\nfoo\nopen 1\nback\nscorers\nhelp\n"

  @Test func theListsShirtNumbersAndThePlayersMeasuresAreTyped() async throws {
    let result = try await DemoExecutable.run(["--renderer", "json"], input: .pipe(Self.tour))
    let screens = try Self.screens(result.standardOutput)
    // The list at the start: every shirt-number cell holds its number as data.
    let start = try #require(screens.first)
    let list = try #require(Self.tables(in: start).first)
    let number = try #require(list.columns.firstIndex { $0.key == "number" })
    #expect(list.rows.count == 35)
    for row in list.rows {
      #expect(row.cells[number].data == Int(row.cells[number].text).map(DataValue.number))
    }
    #expect(
      list.paging == Table.Paging(firstRow: 1, lastRow: 35, rowCount: 35, page: 1, pageCount: 1))
    #expect(Self.search(in: start)?.filter?.data == .choice("none"))
    // The search for `mba`, then MBAPPÉ's page: his height and weight as a length and a mass.
    #expect(Self.search(in: screens[1])?.text == "mba")
    let page = try #require(screens.first { $0.title == "Kylian MBAPPÉ" })
    let fields = Dictionary(
      Self.fields(in: page).compactMap { field in field.key.map { ($0, field) } },
      uniquingKeysWith: { first, _ in first })
    #expect(fields["height"]?.data == .length(centimetres: 178))
    #expect(fields["weight"]?.data == .mass(kilograms: 73))
    #expect(fields["position"]?.data == .choice("forward"))
    #expect(fields["academy"]?.data == .boolean(false))
    #expect(fields["number"]?.data == .number(7))
    // The top scorers' goals are numbers, as the chart's bars are.
    let scorers = try #require(screens.first { $0.address?.address.hasSuffix("scorers") == true })
    let table = try #require(Self.tables(in: scorers).first)
    let goals = try #require(table.columns.firstIndex { $0.key == "goals" })
    #expect(table.rows.first?.cells[goals].data == .number(139))
    #expect(table.paging?.page == 1)
    // Help names each command by its action.
    let help = try #require(screens.last)
    #expect(Self.fields(in: help).compactMap(\.key).contains("help"))
  }

  @Test func keysAndDataAreTheSameInFrench() async throws {
    func keysAndData(_ arguments: [String]) async throws -> (titles: [String], values: [String]) {
      let result = try await DemoExecutable.run(
        ["--renderer", "json"] + arguments, input: .pipe(Self.tour))
      let screens = try Self.screens(result.standardOutput)
      let values = screens.flatMap { screen in
        Self.tables(in: screen).flatMap { table in
          table.columns.map { $0.key ?? "-" }
            + table.rows.flatMap { $0.cells.map { String(describing: $0.data) } }
        } + Self.fields(in: screen).map { "\($0.key ?? "-") \(String(describing: $0.data))" }
      }
      return (screens.map(\.title), values)
    }
    let english = try await keysAndData([])
    let french = try await keysAndData(["--lang", "fr"])
    #expect(english.titles.count == 6)
    #expect(english.titles != french.titles)
    #expect(english.values == french.values)
    #expect(
      english.values.contains("height Optional(Rendering.DataValue.length(centimetres: 178))"))
  }
}
