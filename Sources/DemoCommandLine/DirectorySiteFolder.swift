import Foundation
import PSGDemo
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``SiteFolder`` on disk: a directory, created with its parents if missing.
///
/// Files are written atomically (to a hidden temporary file, then renamed), so an interrupted
/// export never leaves half a page, and a symbolic link in the folder is replaced, not
/// followed. They are not flushed to the disk one by one (no `fsync`), as static-site
/// generators do: a site is written again as easily as it is written, and a flush per page
/// would make exporting tens of thousands of pages wait on the disk.
///
/// ```swift
/// let folder = DirectorySiteFolder(path: "site")
/// try folder.prepare()                                // [] for a new folder
/// try folder.write("<!DOCTYPE html>…", toFile: "index.html")
/// ```
package struct DirectorySiteFolder: SiteFolder {
  /// The directory's path, as the user gave it.
  package var path: String

  /// Creates a folder at `path`; nothing happens on disk before ``prepare()``.
  package init(path: String) {
    self.path = path
  }

  package var name: String { path }

  package func prepare() throws(ExportError) -> [String] {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw ExportError("\(path): cannot write the site: it is a file, not a folder")
      }
    } else {
      do {
        try fileManager.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw ExportError("\(path): cannot create the folder: \(Self.reason(of: error))")
      }
    }
    do {
      return try fileManager.contentsOfDirectory(atPath: path)
    } catch {
      throw ExportError("\(path): cannot read the folder: \(Self.reason(of: error))")
    }
  }

  package func write(_ contents: String, toFile name: String) throws(ExportError) {
    let target = path + "/" + name
    // Hidden, so a folder holding a leftover one still counts as empty to the next export.
    let temporary = path + "/." + name + ".\(getpid()).tmp"
    func failure(_ code: Int32) -> ExportError {
      ExportError("\(path): cannot write \(name): \(String(cString: strerror(code)).lowercased())")
    }
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
    guard descriptor >= 0 else { throw failure(errno) }
    var contents = contents
    // The write loop the terminal host uses: it goes on after a partial write or a signal.
    let writeError = contents.withUTF8 { bytes in
      writeAll(UnsafeRawBufferPointer(bytes), to: descriptor)
    }
    let closeError = close(descriptor) == 0 ? nil : errno
    if let error = writeError ?? closeError {
      unlink(temporary)
      throw failure(error)
    }
    guard rename(temporary, target) == 0 else {
      let error = errno
      unlink(temporary)
      throw failure(error)
    }
  }

  /// The system's reason, without Foundation's long description of the whole call.
  private static func reason(of error: any Error) -> String {
    // Foundation on Linux keeps the system's error as a Swift error, not an NSError.
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error {
      let system = underlying as NSError
      if system.domain == NSPOSIXErrorDomain {
        return String(cString: strerror(Int32(system.code))).lowercased()
      }
    }
    switch (error as NSError).code {
    case NSFileWriteNoPermissionError, NSFileReadNoPermissionError: return "permission denied"
    case NSFileWriteOutOfSpaceError: return "no space left on the device"
    case NSFileWriteVolumeReadOnlyError: return "read-only file system"
    default: return "the system refused"
    }
  }
}
