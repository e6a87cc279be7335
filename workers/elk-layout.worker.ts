/**
 * ELK's layout engine, off the main thread (DESIGN.md): elkjs' worker build
 * answers the messages of `elk-api` (src/client/lib/elk-layout.ts) in this
 * worker, so a layout of hundreds of nodes never freezes the page. The
 * relations graph and the dialog builder share it.
 */
import 'elkjs/lib/elk-worker.min.js';
