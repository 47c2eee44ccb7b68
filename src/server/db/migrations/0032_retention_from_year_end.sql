-- Retention counts from 31 December of the year a unit closed, as records offices count it
-- (docs/domain.md §5.2): recompute the due dates of every closed unit.
UPDATE "archive_expedients"
SET "office_retention_until" = make_date(extract(year from "closed_on")::int + "years_office", 12, 31),
    "central_retention_until" = make_date(extract(year from "closed_on")::int + "years_office" + "years_central", 12, 31)
WHERE "closed_on" IS NOT NULL AND "years_office" IS NOT NULL AND "years_central" IS NOT NULL;
