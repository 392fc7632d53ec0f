// Writes `<asset>.br` (brotli 11) and `<asset>.gz` (gzip 9) next to every text asset of at least 1 KiB,
// so the gateway and nginx serve them as they are instead of compressing on each request. Source maps
// are left alone: they are not served to users' browsers by default and are the slowest to compress.
const zlib = require('node:zlib');

const pluginName = 'PrecompressPlugin';
const compressible = /\.(js|mjs|css|html|json|svg|txt)$/;
const minimumBytes = 1024;

function brotli(buffer) {
  return zlib.brotliCompressSync(buffer, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 });

class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(pluginName, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minification and hashing (so the bytes compressed are the bytes served).
        { name: pluginName, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const name of Object.keys(assets)) {
            if (!compressible.test(name)) continue;
            const buffer = assets[name].buffer();
            if (buffer.length < minimumBytes) continue;
            const info = { compressed: true, immutable: compilation.getAsset(name)?.info.immutable ?? false };
            compilation.emitAsset(`${name}.br`, new sources.RawSource(brotli(buffer)), info);
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzip(buffer)), info);
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin, compressible, minimumBytes };
