import { useEffect, useRef } from "react";
import { Form, Link, useSubmit } from "react-router";
import { deliveriesCopy, leadStateNames, leadTypeNames, leadsPage } from "~/content/admin";
import { leadTypes } from "~/content/leads";
import { ErrorSummary } from "~/ui/form/error-summary";
import { Field } from "~/ui/form/field";
import { Input } from "~/ui/form/input";
import { Select } from "~/ui/form/select";
import { buttonStyles } from "~/ui/layout";
import { AttributionFilterFields } from "./attribution";
import { leadFilterFields } from "./filter";
import { leadStates } from "../service";

type FilterField = (typeof leadFilterFields)[number];

const copy = leadsPage.filter;
const typeOptions = leadTypes.map((type) => ({ value: type, label: leadTypeNames[type] }));
const stateOptions = leadStates.map((state) => ({ value: state, label: leadStateNames[state] }));
const fieldId = (field: FilterField) => `filter-${field}`;

/**
 * The inbox's filter: a GET form, so a filtered view is a link and works without JavaScript. It
 * shows what was asked (`values`, as in the URL) and names the parts that were not understood,
 * which the list leaves out.
 */
export function FilterForm({
  values,
  errors,
}: {
  values: Partial<Record<FilterField, string>>;
  errors: Partial<Record<FilterField, string>>;
}) {
  const items = (Object.keys(errors) as FilterField[]).map((field) => ({
    id: fieldId(field),
    message: errors[field]!,
  }));
  const control = (field: FilterField) => ({ name: field, defaultValue: values[field] ?? "" });
  const form = useShowingFilter(values);
  const submit = useSubmit();
  return (
    <Form
      ref={form}
      method="get"
      action="/admin"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(askedFor(event.currentTarget), { method: "get", action: "/admin" });
      }}
      className="flex flex-col gap-5"
      aria-labelledby="filter-heading"
    >
      <h2 id="filter-heading" className="text-xl font-bold">
        {copy.heading}
      </h2>
      {items.length ? (
        <ErrorSummary
          title={copy.problem}
          description={copy.problemDescription}
          items={items}
          focusKey={items.map((item) => item.message).join()}
        />
      ) : null}
      {/* The filter narrows the view it is on: held leads stay held leads. */}
      {values.verdict === "held" ? <input type="hidden" name="verdict" value="held" /> : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field id={fieldId("type")} label={copy.type} error={errors.type} marker="none">
          {(wiring) => (
            <Select {...wiring} {...control("type")} options={typeOptions} placeholder={copy.anyType} />
          )}
        </Field>
        <Field id={fieldId("state")} label={copy.state} error={errors.state} marker="none">
          {(wiring) => (
            <Select {...wiring} {...control("state")} options={stateOptions} placeholder={copy.anyState} />
          )}
        </Field>
        <Field
          id={fieldId("delivery")}
          label={deliveriesCopy.filter.label}
          error={errors.delivery}
          marker="none"
        >
          {(wiring) => (
            <Select
              {...wiring}
              {...control("delivery")}
              options={[{ value: "failed", label: deliveriesCopy.filter.failed }]}
              placeholder={deliveriesCopy.filter.any}
            />
          )}
        </Field>
        <Field id={fieldId("from")} label={copy.from} hint={copy.dateHint} error={errors.from} marker="none">
          {(wiring) => <Input {...wiring} {...control("from")} type="date" />}
        </Field>
        <Field id={fieldId("to")} label={copy.to} hint={copy.dateHint} error={errors.to} marker="none">
          {(wiring) => <Input {...wiring} {...control("to")} type="date" />}
        </Field>
        <AttributionFilterFields values={values} errors={errors} fieldId={fieldId} />
        <Field
          id={fieldId("q")}
          label={copy.q}
          hint={copy.qHint}
          error={errors.q}
          marker="none"
          className="sm:col-span-2 lg:col-span-4"
        >
          {(wiring) => <Input {...wiring} {...control("q")} type="search" maxLength={200} />}
        </Field>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {copy.submit}
        </button>
        <Link
          to={values.verdict === "held" ? "/admin?verdict=held" : "/admin"}
          className={buttonStyles.secondary}
        >
          {copy.clear}
        </Link>
      </div>
    </Form>
  );
}

/**
 * The filled-in fields only, so that a filtered view's link reads "/admin?type=demo" rather than
 * listing every empty field (the form alone, without JavaScript, still sends them all).
 */
function askedFor(form: HTMLFormElement): URLSearchParams {
  const asked = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim()) asked.append(name, value);
  }
  return asked;
}

/**
 * The fields start from the URL's filter, and React keeps the same fields from one URL of this
 * page to the next: a later URL (Back, a count's link, Clear filters) sets them to its own
 * filter, or the form would show one the list no longer uses, and the next search would apply
 * it. Set in place, not remounted, so that focus stays where it is.
 */
function useShowingFilter(values: Partial<Record<FilterField, string>>) {
  const form = useRef<HTMLFormElement>(null);
  const shown = JSON.stringify(values);
  useEffect(() => {
    const filter = JSON.parse(shown) as typeof values;
    for (const field of leadFilterFields) {
      const control = form.current?.elements.namedItem(field);
      if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
        control.value = filter[field] ?? "";
      }
    }
  }, [shown]);
  return form;
}
