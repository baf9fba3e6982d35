import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DatabaseBusyError, lockEmbeddedDatabase } from "./db-lock";

const newFolder = () => mkdtempSync(path.join(tmpdir(), "db-lock-"));

describe("lockEmbeddedDatabase", () => {
  it("holds the folder until released, then lets the next one in", () => {
    const dir = newFolder();
    const lock = lockEmbeddedDatabase(dir, "server");
    expect(existsSync(lock.file)).toBe(true);
    lock.release();
    expect(existsSync(lock.file)).toBe(false);
    lockEmbeddedDatabase(dir, "admin").release();
  });

  it("refuses while another live process holds it", () => {
    const dir = newFolder();
    // The parent of this process is alive and is not this process.
    writeFileSync(path.join(dir, "db.lock"), `${process.ppid} server\n`);
    expect(() => lockEmbeddedDatabase(dir, "admin")).toThrow(DatabaseBusyError);
  });

  it("leaves no exit listener behind once released, however often it is taken", () => {
    const dir = newFolder();
    const before = process.listenerCount("exit");
    for (let i = 0; i < 20; i += 1) lockEmbeddedDatabase(dir, "admin").release();
    expect(process.listenerCount("exit")).toBe(before);
  });
});
