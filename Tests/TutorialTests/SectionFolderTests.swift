import Foundation
import TestSupport
import Testing

/// The repository keeps the reader's package as it stands at the end of each section
/// (`Docs/Tutorial/ReadingList/Section01`, …); the last one is the project the tutorial offers
/// to download. Each folder is what the listings make, byte for byte, so nothing is kept twice
/// by hand: `PSG_RECORD_GOLDENS=1` writes them again from the listings.
@Suite struct SectionFolderTests {
  /// The files of `folder`, by their path inside it.
  static func files(in folder: URL) throws -> [String: Data] {
    var files: [String: Data] = [:]
    guard let paths = FileManager.default.enumerator(atPath: folder.path) else { return [:] }
    for case let path as String in paths {
      var isFolder: ObjCBool = false
      let file = folder.appendingPathComponent(path)
      if FileManager.default.fileExists(atPath: file.path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        files[path] = try Data(contentsOf: file)
      }
    }
    return files
  }

  @Test func eachSectionsFolderIsWhatItsListingsMake() throws {
    let tutorial = try TutorialListings()
    let root = TutorialListings.url(TutorialListings.sectionFolders)
    var expectedFolders: [String] = []
    for number in 1...tutorial.sections.count {
      let expected = try tutorial.package(afterSection: number)
      let folder = TutorialListings.url(TutorialListings.sectionFolder(number))
      expectedFolders.append(folder.lastPathComponent)
      if TestEnvironment.isRecordingGoldens {
        try? FileManager.default.removeItem(at: folder)
        for (path, data) in expected {
          let file = folder.appendingPathComponent(path)
          try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
          try data.write(to: file)
        }
      }
      let found = try Self.files(in: folder)
      #expect(found.keys.sorted() == expected.keys.sorted(), "\(folder.lastPathComponent)")
      for (path, data) in expected where found[path] != data {
        Issue.record("\(folder.lastPathComponent)/\(path) differs from its listing")
      }
    }
    let folders = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(folders == expectedFolders)
  }
}
