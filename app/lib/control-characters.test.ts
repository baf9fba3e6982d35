import { describe, expect, it } from "vitest";
import { withoutControlCharacters } from "./control-characters";

describe("withoutControlCharacters", () => {
  it("drops control characters from text values, keeping tabs, line breaks and every value", () => {
    const form = new FormData();
    form.append("message", "Line one\u000bline two\u0000\tend\r\n");
    form.append("topic", "a");
    form.append("topic", "b\u007f");
    const cleaned = withoutControlCharacters(form);
    expect(cleaned.get("message")).toBe("Line oneline two\tend\r\n");
    expect(cleaned.getAll("topic")).toEqual(["a", "b"]);
  });
});
