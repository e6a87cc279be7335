import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ManualClock,
  createTestServer,
  type TestServer,
} from '../../../tests/kits/server/test-server';
import { samplePng } from '../../../tests/kits/server/test-images';
import { newImageWorld, signUpTeam, type ImageTeam } from '../../../tests/kits/server/image-world';
import { sweepImageFiles } from './image-sweep';

let server: TestServer;
let team: ImageTeam;
const clock = new ManualClock(Date.now());

beforeAll(async () => {
  // Ages files on disk to test the grace period: the local folder even under TEST_S3=1.
  server = await createTestServer({ clock, s3: false });
  team = await signUpTeam(server, 'sweep');
});
afterAll(() => server.close());

describe('sweepImageFiles', () => {
  it('removes old files and folders no row names, and keeps files of rows and fresh uploads in flight', async () => {
    const world = await newImageWorld(server, team, 'sweep');
    const kept = (await world.upload('kept.png', await samplePng())).body;
    const folder = path.join(server.dataDir, 'images', world.id);
    const old = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    const leftover = path.join(folder, '0f0e0d0c-0000-4000-8000-000000000000.png');
    const halfWritten = path.join(folder, '0f0e0d0c-0000-4000-8000-000000000001.png.ab12.tmp');
    const inFlight = path.join(folder, '0f0e0d0c-0000-4000-8000-000000000002.png');
    const goneWorld = path.join(server.dataDir, 'images', 'deleted-world');
    fs.writeFileSync(leftover, 'x');
    fs.writeFileSync(halfWritten, 'x');
    fs.writeFileSync(inFlight, 'x');
    fs.mkdirSync(goneWorld);
    fs.writeFileSync(path.join(goneWorld, 'a.png'), 'x');
    for (const file of [
      leftover,
      halfWritten,
      path.join(goneWorld, 'a.png'),
      ...fs
        .readdirSync(folder)
        .map((name) => path.join(folder, name))
        .filter((file) => file !== inFlight),
    ]) {
      fs.utimesSync(file, old, old);
    }

    const result = await sweepImageFiles(server.ctx);
    expect(result).toEqual({ removedFiles: 2, removedWorlds: 1 });
    expect(fs.existsSync(goneWorld)).toBe(false);
    const left = fs.readdirSync(folder).sort();
    expect(left).toHaveLength(3);
    expect(left).toContain(path.basename(inFlight));
    expect(
      (await server.api('GET', `${world.url}/Images/${kept.id}`, { token: team.viewer.token }))
        .status,
    ).toBe(200);
  });
});
