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
/// - **One export at a time.** ``prepare()`` takes an exclusive `flock(2)` on the folder itself,
///   through a descriptor of the directory, and keeps it until ``release()``; a second export
///   into the folder is refused at once (status 73). No lock file is left in the published
///   folder, and the kernel drops the lock when the process ends, however it ends, so a killed
///   export never leaves the folder locked.
/// - **No half page replaces a whole one.** A file already in the folder is replaced through a
///   hidden temporary file and a rename, so a reader sees the old page or the new one. A file
///   the folder did not have is written in place, as `cp` writes it: there is no old page to
///   keep, and the rename would cost as much again. A page cut short by a kill is not whole,
///   and the next export finds its bytes differ and replaces it.
/// - **No litter.** ``prepare()`` removes the temporary files that a killed export left (it
///   holds the lock, so no live export is writing them), and the empty lock file of earlier
///   versions (``legacyLockFileName``).
/// - **The user's folders stay.** A folder named like a file of the site is neither replaced
///   nor removed (``isFolder(_:)``).
/// - **No symbolic link is followed**: one named like a page is replaced, not written through.
/// - **Writing overlaps making.** A new page is handed to a ``PageWriter``, which writes it on
///   a thread of its own while the export makes the next one; ``flush()`` waits for it.
///
/// Files are not flushed to the disk one by one (no `fsync`), as static-site generators do: a
/// site is written again as easily as it is written, and a flush per page would make exporting
/// tens of thousands of pages wait on the disk.
///
/// ```swift
/// let folder = DirectorySiteFolder(path: "site")
/// try folder.prepare()                                // [] for a new folder
/// try folder.write("<!DOCTYPE html>…", toFile: "index.html", isNew: true)
/// folder.release()
/// ```
package struct DirectorySiteFolder: SiteFolder {
  /// The directory's path, as the user gave it.
  package var path: String
  /// The lock's descriptor while the folder is held: shared by the copies of this value.
  private let lock = FolderLock()
  /// Writes new pages while the next ones are made: shared by the copies of this value.
  private let writer = PageWriter()

  /// The hidden, empty file whose lock said an export was writing into the folder, before the
  /// folder itself was locked: removed when found.
  package static let legacyLockFileName = ".psg-demo-export.lock"

  /// Creates a folder at `path`; nothing happens on disk before ``prepare()``.
  package init(path: String) {
    self.path = path
  }

  /// The path as a message names it: cut to a line, `“”` when empty (`String.nameForMessage`).
  package var name: String { path.nameForMessage }

  package func prepare() throws(ExportError) -> [String] {
    let fileManager = FileManager.default
    var isDirectory: ObjCBool = false
    if fileManager.fileExists(atPath: path, isDirectory: &isDirectory) {
      guard isDirectory.boolValue else {
        throw ExportError(.notAFolder(folder: name))
      }
    } else {
      do {
        try fileManager.createDirectory(atPath: path, withIntermediateDirectories: true)
      } catch {
        throw ExportError(.cannotCreate(folder: name, reason: Self.reason(of: error)))
      }
    }
    try takeLock()
    let entries: [String]
    do {
      entries = try fileManager.contentsOfDirectory(atPath: path)
    } catch {
      release()
      throw ExportError(.cannotRead(folder: name, reason: Self.reason(of: error)))
    }
    // What a killed export left: its temporary files, named by `temporaryName(for:)`; and the
    // lock file of an earlier version, when it is still the empty file that version made.
    var leftovers = Set(entries.filter(Self.isTemporaryName))
    if entries.contains(Self.legacyLockFileName), isEmptyFile(Self.legacyLockFileName) {
      leftovers.insert(Self.legacyLockFileName)
    }
    guard !leftovers.isEmpty else { return entries }
    for name in leftovers { unlink(path + "/" + name) }
    return entries.filter { !leftovers.contains($0) }
  }

  /// Locks the folder for this export, or says another export holds it: the lock is on the
  /// directory, so it leaves no file behind.
  private func takeLock() throws(ExportError) {
    guard lock.descriptor < 0 else { return }
    let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw ExportError(.cannotLock(folder: name, reason: Self.reason(errno)))
    }
    guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
      let error = errno
      close(descriptor)
      if error == EWOULDBLOCK { throw ExportError.busy(folder: name) }
      throw ExportError(.cannotLock(folder: name, reason: Self.reason(error)))
    }
    lock.descriptor = descriptor
  }

  package func release() {
    // No page is written once the folder is another export's.
    try? writer.drain()
    guard lock.descriptor >= 0 else { return }
    // Unlocked before it is closed: a child this process is starting at that moment holds a
    // copy of the descriptor until its `exec`, and would hold the lock as long.
    flock(lock.descriptor, LOCK_UN)
    close(lock.descriptor)
    lock.descriptor = -1
  }

  package func isFolder(_ name: String) -> Bool {
    var status = stat()
    return lstat(path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
  }

  /// Whether `name` is an empty regular file, not a link.
  private func isEmptyFile(_ name: String) -> Bool {
    var status = stat()
    return lstat(path + "/" + name, &status) == 0 && status.st_mode & S_IFMT == S_IFREG
      && status.st_size == 0
  }

  package func write(_ contents: String, toFile name: String, isNew: Bool) throws(ExportError) {
    guard isNew else {
      // A file the export may read back (the manifest, a page it replaces): written now.
      try writer.drain()
      return try Self.write(contents, toFile: name, in: path, isNew: false)
    }
    let path = path
    try writer.enqueue { () throws(ExportError) in
      try Self.write(contents, toFile: name, in: path, isNew: true)
    }
  }

  package func flush() throws(ExportError) {
    try writer.drain()
  }

  /// Writes the file `name` in the folder at `path`: in place when `isNew`, else through a
  /// temporary file and a rename.
  private static func write(
    _ contents: String, toFile name: String, in path: String, isNew: Bool
  ) throws(ExportError) {
    let target = path + "/" + name
    func failure(_ code: Int32) -> ExportError {
      ExportError(.cannotWrite(folder: path.nameForMessage, file: name, reason: Self.reason(code)))
    }
    if isNew {
      // No file of that name to keep whole: written in place. `O_EXCL` makes sure of it: a
      // file that appeared since the folder was listed goes through the rename below.
      let descriptor = open(
        target, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o666)
      if descriptor >= 0 {
        if let error = write(contents, to: descriptor) {
          unlink(target)
          throw failure(error)
        }
        return
      }
      guard errno == EEXIST else { throw failure(errno) }
    }
    let temporary = path + "/" + temporaryName(for: name)
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o666)
    guard descriptor >= 0 else { throw failure(errno) }
    if let error = write(contents, to: descriptor) {
      unlink(temporary)
      throw failure(error)
    }
    guard rename(temporary, target) == 0 else {
      let error = errno
      unlink(temporary)
      throw failure(error)
    }
  }

  package func removeFile(_ name: String) throws(ExportError) {
    guard unlink(path + "/" + name) == 0 || errno == ENOENT else {
      throw ExportError(.cannotRemove(folder: self.name, file: name, reason: Self.reason(errno)))
    }
  }

  /// Writes all of `contents` and closes the descriptor; the error number if either failed.
  private static func write(_ contents: String, to descriptor: Int32) -> Int32? {
    var contents = contents
    // The write loop the terminal host uses: it goes on after a partial write or a signal.
    let writeError = contents.withUTF8 { bytes in
      writeAll(UnsafeRawBufferPointer(bytes), to: descriptor)
    }
    let closeError = close(descriptor) == 0 ? nil : errno
    return writeError ?? closeError
  }

  /// The hidden temporary file a page is written to before it replaces the file `name`:
  /// `.NAME.PID.tmp`. Hidden, so a folder holding a leftover one still counts as empty.
  static func temporaryName(for name: String) -> String {
    "." + name + ".\(getpid()).tmp"
  }

  /// Whether `name` is one of ``temporaryName(for:)``'s names, from this process or another.
  static func isTemporaryName(_ name: String) -> Bool {
    guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
    let inner = name.dropFirst().dropLast(4)
    guard let dot = inner.lastIndex(of: "."), dot > inner.startIndex else { return false }
    let pid = inner[inner.index(after: dot)...]
    return !pid.isEmpty && pid.utf8.allSatisfy { (0x30...0x39).contains($0) }
  }

  /// The system's words for `code`, as an export's error quotes them: `permission denied`.
  private static func reason(_ code: Int32) -> String {
    String(cString: strerror(code)).lowercased()
  }

  /// The system's reason, without Foundation's long description of the whole call.
  private static func reason(of error: any Error) -> String {
    // Foundation on Linux keeps the system's error as a Swift error, not an NSError.
    if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error {
      let system = underlying as NSError
      if system.domain == NSPOSIXErrorDomain {
        return reason(Int32(system.code))
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
