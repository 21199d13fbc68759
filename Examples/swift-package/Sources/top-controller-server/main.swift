// Serves TopControllerResolver over barcheck's protocol v1, so that every barcheck tool can run it:
//   swift build --package-path Examples/swift-package --product top-controller-server
//   swift run barcheck compat --resolver reference --resolver exec:Examples/swift-package/.build/debug/top-controller-server
import BarcheckAdapters
import TopControllerResolver

await ResolverServer.serveStandardIO(TopControllerResolver())
