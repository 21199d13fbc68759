import BarcheckCLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await BarcheckCommandLine.main(arguments: Array(CommandLine.arguments.dropFirst()))
exit(status.rawValue)
