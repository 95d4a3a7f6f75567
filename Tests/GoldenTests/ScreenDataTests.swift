import Foundation
import JSONRendering
import PSGDemo
import Rendering
import TestSupport
import Testing

/// The screens as data: every screen the goldens show, and every page of the hostile feed,
/// survives JSON both ways, matches the schema in Docs, and says what its columns hold.
@MainActor
@Suite struct ScreenDataTests {
  /// Every golden screen, then the hostile feed's list and each of its players' pages.
  static func screens() async throws -> [(name: String, screen: Screen)] {
    var screens: [(String, Screen)] = []
    for screen in DemoScreen.allCases {
      screens.append((screen.description, try await screen.make()))
    }
    return screens + (try await DemoScreen.hostilePages())
  }

  @Test func everyScreenSurvivesEncodingAndDecoding() async throws {
    let screens = try await Self.screens()
    #expect(screens.count > DemoScreen.allCases.count + 5)
    for (name, screen) in screens {
      let encoded = try JSONEncoder().encode(screen)
      #expect(try JSONDecoder().decode(Screen.self, from: encoded) == screen, "\(name)")
      // The renderer's line is the same screen, whatever it escapes.
      let line = JSONRenderer().render(screen, in: RenderContext())
      #expect(try JSONDecoder().decode(Screen.self, from: Data(line.utf8)) == screen, "\(name)")
      // Byte for byte the text `JSONEncoder` writes, as before the renderer wrote in pieces.
      #expect(line == (try EncoderReference.line(of: screen, indented: false)), "\(name)")
    }
  }

  @Test func theHostileFeedsNamesStayStrings() async throws {
    let pages = try await DemoScreen.hostilePages()
    let lines = pages.map { JSONRenderer().render($0.screen, in: RenderContext()) }
    for line in lines {
      #expect(line.filter { $0 == "\n" }.count == 1)
      #expect(line.unicodeScalars.allSatisfy { $0.value >= 0x20 || $0 == "\n" })
    }
    // The feed's escape sequences arrive in the data as they were sent, not on the terminal.
    let decoded = try lines.map { try JSONDecoder().decode(Screen.self, from: Data($0.utf8)) }
    let texts = decoded.flatMap { screen in
      [screen.title]
        + screen.blocks.flatMap { block -> [String] in
          switch block {
          case .table(let table): table.rows.flatMap { $0.cells.map(\.text) }
          case .fields(let fields): fields.map(\.value)
          default: []
          }
        }
    }
    #expect(texts.contains { $0.unicodeScalars.contains("\u{1B}") })
  }

  @Test func everyTableNamesItsColumnsRoles() async throws {
    for (name, screen) in try await Self.screens() {
      for case .table(let table) in screen.blocks {
        #expect(table.columns.allSatisfy { $0.role != nil }, "\(name)")
        #expect(table.columns.filter { $0.role == .key }.count == 1, "\(name)")
      }
    }
  }

  /// Keys a program reads whatever the language: on every column, field and action, each
  /// key once in its table, its fields or its actions.
  @Test func everyColumnFieldAndActionHasAKey() async throws {
    for (name, screen) in try await Self.screens() {
      var keyLists = [screen.actions.map(\.key)]
      for block in screen.blocks {
        switch block {
        case .table(let table): keyLists.append(table.columns.map(\.key))
        case .fields(let fields): keyLists.append(fields.map(\.key))
        default: break
        }
      }
      for keys in keyLists {
        #expect(keys.allSatisfy { $0 != nil }, "\(name): \(keys)")
        #expect(Set(keys).count == keys.count, "\(name): \(keys)")
      }
      #expect(screen.actions.allSatisfy { $0.argument != nil }, "\(name)")
    }
  }

  @Test func theBirthDateIsADateBesideItsText() async throws {
    let detail = try await DemoScreen.detail.make()
    let fields = detail.blocks.flatMap { block -> [Field] in
      if case .fields(let fields) = block { return fields }
      return []
    }
    let born = try #require(fields.first { $0.value == "20/12/1998" })
    #expect(born.data?.iso8601 == "1998-12-20")
  }

  @Test func decodingRefusesAnUnknownKindOrVersion() throws {
    let unknownKind =
      #"{"version":1,"title":"x","breadcrumb":[],"actions":[],"blocks":[{"kind":"video"}]}"#
    #expect {
      try JSONDecoder().decode(Screen.self, from: Data(unknownKind.utf8))
    } throws: { error in
      "\(error)".contains(#"unknown block kind "video""#)
    }
    let newer = #"{"version":2,"title":"x","breadcrumb":[],"actions":[],"blocks":[]}"#
    #expect {
      try JSONDecoder().decode(Screen.self, from: Data(newer.utf8))
    } throws: { error in
      "\(error)".contains("screen format version 2 is not supported")
    }
  }

  @Test(
    .tags(.process, .externalTool), .skippedInFastLoop,
    .enabled(if: ScreenSchema.shouldRun, "needs python3 and python3-jsonschema"))
  func everyScreenMatchesTheSchema() async throws {
    let lines = try await Self.screens().map {
      String(JSONRenderer().render($0.screen, in: RenderContext()).dropLast())
    }
    #expect(try ScreenSchema.problems(in: lines) == [])
    // A screen without its title does not: the schema can fail.
    var broken = try #require(
      try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
    broken["title"] = nil
    let brokenLine = String(
      decoding: try JSONSerialization.data(withJSONObject: broken), as: UTF8.self)
    let problems = try ScreenSchema.problems(in: [brokenLine] + lines.dropFirst())
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("line 1: ") == true)
    #expect(problems.first?.contains("'title' is a required property") == true)
  }
}
