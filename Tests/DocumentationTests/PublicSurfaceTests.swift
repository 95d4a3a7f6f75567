import Foundation
import TestSupport
import Testing

/// Every library module lists its whole public surface on its DocC landing page, so what a
/// client can name is what the reference shows, and a public declaration cannot be added by
/// accident: it fails here until the page lists it (or it stops being public).
@Suite struct PublicSurfaceTests {
  /// Each library product of `Package.swift` with the folder of its sources.
  static let modules: [(name: String, folder: String)] = [
    ("Rendering", "Sources/Rendering"),
    ("TerminalRendering", "Sources/TerminalRendering"),
    ("MVVMC", "Sources/MVVMC"),
    ("MVVMCTesting", "Sources/MVVMCTesting"),
    ("PlainTextRendering", "Renderers/PlainText"),
    ("ANSIRendering", "Renderers/ANSI"),
    ("MarkdownRendering", "Renderers/Markdown"),
    ("HTMLRendering", "Renderers/HTML"),
    ("JSONRendering", "Renderers/JSON"),
    ("RendererConformance", "Sources/RendererConformance"),
    ("TerminalUI", "Sources/TerminalUI"),
    ("DemoCommandLine", "Sources/DemoCommandLine"),
  ]

  static func read(_ path: String) throws -> String {
    try String(contentsOf: FixtureFiles.packageRoot.appendingPathComponent(path), encoding: .utf8)
  }

  static func sources(in folder: String) throws -> [String] {
    let root = FixtureFiles.packageRoot.appendingPathComponent(folder)
    let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }
    return try (files ?? []).filter { $0.hasSuffix(".swift") }.sorted().map {
      try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8)
    }
  }

  /// The table names every library product, each with its target's folder, as the toolchain
  /// reads them from the manifest.
  @Test func theTableNamesEveryLibraryOfThePackage() async throws {
    let package = try await DescribedPackage.current.value
    let folders = Dictionary(uniqueKeysWithValues: package.targets.map { ($0.name, $0.path) })
    let libraries = package.products.filter(\.isLibrary).map { product in
      "\(product.name): \(product.targets.map { folders[$0] ?? "?" }.joined(separator: ", "))"
    }
    #expect(libraries.sorted() == Self.modules.map { "\($0.name): \($0.folder)" }.sorted())
  }

  @Test(arguments: modules.map(\.name))
  func theLandingPageListsEveryPublicDeclaration(module: String) throws {
    let folder = try #require(Self.modules.first { $0.name == module }?.folder)
    let surface = PublicSurface(sources: try Self.sources(in: folder))
    let page = try Self.read("\(folder)/\(module).docc/\(module).md")
    let unlisted = surface.unlisted(in: page)
    #expect(
      unlisted.isEmpty,
      "\(folder)/\(module).docc/\(module).md does not list: \(unlisted.joined(separator: ", "))")
    // Every module has something public: an empty surface means the reading broke.
    #expect(!surface.names.isEmpty)
  }

  /// The framework is read by concept: every source sits in a concept folder, and the
  /// landing page has a section for each folder, so the reference and the tree show one plan.
  @Test func everyFrameworkSourceSitsInAConceptFolderTheLandingPageNames() throws {
    let root = FixtureFiles.packageRoot.appendingPathComponent("Sources/MVVMC")
    let entries = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    let loose = entries.filter { $0.hasSuffix(".swift") }
    #expect(loose.isEmpty, "files outside a concept folder: \(loose)")
    let folders = entries.filter { !$0.contains(".") }
    #expect(folders.count >= 5, "the concept folders were not read: \(entries)")
    let page = try Self.read("Sources/MVVMC/MVVMC.docc/MVVMC.md")
    for folder in folders {
      #expect(
        page.contains("`Sources/MVVMC/\(folder)`"), "the landing page does not name \(folder)")
      #expect(try !Self.sources(in: "Sources/MVVMC/\(folder)").isEmpty, "\(folder) is empty")
    }
  }

  /// The modules that are no product, each with the folder of its sources.
  static let internalModules: [(name: String, folder: String)] = [
    ("PlayerFeed", "Sources/PlayerFeed"),
    ("PSGDemo", "Sources/PSGDemo"),
    ("ReadingListExample", "Sources/ReadingList"),
  ]

  /// The demo, its feed and the tutorial's app are clients of the framework, not libraries: what
  /// the package's own modules share is `package`, so they have no public face to list.
  @Test(arguments: internalModules.map(\.name))
  func aModuleThatIsNoProductDeclaresNothingPublic(module: String) throws {
    let folder = try #require(Self.internalModules.first { $0.name == module }?.folder)
    let sources = try Self.sources(in: folder)
    let surface = PublicSurface(sources: sources)
    #expect(surface.names.isEmpty, "public in \(module): \(surface.names.joined(separator: ", "))")
    #expect(surface.extensionMembers.isEmpty, "\(surface.extensionMembers)")
    // The folder is read: an empty reading would pass the checks above silently.
    #expect(sources.count > 10)
  }

  @Test func aPublicDeclarationMissingFromThePageIsReported() {
    let sources = [
      """
      public struct Listed {}
      public final class Unlisted {}
      struct Hidden {}
      extension String {
        public var shouted: String { uppercased() }
        var whispered: String { lowercased() }
        static let open = "a member named like the modifier"
      }
      public extension Unicode.Scalar {
        var isTest: Bool { false }
      }
      extension Listed {
        public var ownMember: Int { 0 }
      }
      """
    ]
    let surface = PublicSurface(sources: sources)
    #expect(surface.names == ["Listed", "Unlisted"])
    #expect(surface.extensionMembers == ["String/shouted", "Unicode/Scalar/isTest"])
    let page = "- ``Listed``\n- ``Swift/String/shouted``\n"
    #expect(surface.unlisted(in: page) == ["Unlisted", "Unicode/Scalar/isTest"])
  }
}
