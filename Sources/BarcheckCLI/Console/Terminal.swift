#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The C library calls the command line needs, in one place.
enum Terminal {
  enum Stream {
    case output
    case error

    var descriptor: Int32 { self == .output ? 1 : 2 }
  }

  static func write(_ text: String, to stream: Stream) {
    var text = text
    text.withUTF8 { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(stream.descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        if written <= 0 { return }
        offset += written
      }
    }
  }

  private static func systemWrite(_ fd: Int32, _ pointer: UnsafePointer<UInt8>?, _ count: Int) -> Int {
    #if canImport(Darwin)
      return Darwin.write(fd, pointer, count)
    #elseif canImport(Musl)
      return Musl.write(fd, pointer, count)
    #else
      return Glibc.write(fd, pointer, count)
    #endif
  }

  static func isTerminal(_ stream: Stream) -> Bool { isatty(stream.descriptor) == 1 }

  static func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }

  static func processorCount() -> Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }
}
