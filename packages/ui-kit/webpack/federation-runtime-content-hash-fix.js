// @module-federation/enhanced 2.9.2's federation runtime module asks for its own chunk's file name
// while that chunk is still being hashed, which webpack 5.111+ refuses when the name holds
// [contenthash]. The module only uses the name's folder depth, so a placeholder hash gives the same
// answer. Delete this plugin once an enhanced release no longer needs it (module-federation/core#4747).
const pluginName = 'FederationRuntimeContentHashFix';

class FederationRuntimeContentHashFix {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.runtimeModule.tap(pluginName, (runtimeModule) => {
        if (runtimeModule.name !== 'federation runtime') return;
        const generate = runtimeModule.generate.bind(runtimeModule);
        runtimeModule.generate = () => {
          const getPath = compilation.getPath;
          compilation.getPath = (filename, data = {}) =>
            getPath.call(compilation, filename, { contentHash: 'placeholder', ...data });
          try {
            return generate();
          } finally {
            compilation.getPath = getPath;
          }
        };
      });
    });
  }
}

module.exports = { FederationRuntimeContentHashFix };
