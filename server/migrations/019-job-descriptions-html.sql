-- Job descriptions become the sanitized HTML of article bodies (docs/decisions/037-job-descriptions-in-rich-text.md).
-- Each plain-text description is written as the HTML that means the same: its text escaped, a paragraph
-- per block of lines (blank lines between), a line break for each other line end. The result is what
-- the sanitizer itself would store (`<br />`, only &, < and > escaped), so an offer saved unchanged
-- stays byte for byte the same. The kept versions of offers are converted too: a restore is a save
-- through the sanitizer (035), and plain text read as HTML would lose its line ends and its "<".

CREATE FUNCTION job_description_as_html(plain text) RETURNS text LANGUAGE sql IMMUTABLE STRICT AS $$
  SELECT coalesce(string_agg('<p>' || replace(btrim(block, E' \t\n'), E'\n', '<br />') || '</p>', '' ORDER BY n), '')
  FROM regexp_split_to_table(
         replace(replace(replace(regexp_replace(plain, '\r\n?', E'\n', 'g'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
         '\n(?:[ \t]*\n)+'
       ) WITH ORDINALITY AS blocks (block, n)
  WHERE btrim(block, E' \t\n') <> ''
$$;

UPDATE job_translations SET description = job_description_as_html(description);

UPDATE content_versions v
SET content = jsonb_set(v.content, '{translations}', (
  SELECT jsonb_object_agg(t.key, CASE WHEN jsonb_typeof(t.value -> 'description') = 'string'
    THEN jsonb_set(t.value, '{description}', to_jsonb(job_description_as_html(t.value ->> 'description')))
    ELSE t.value END)
  FROM jsonb_each(v.content -> 'translations') t))
WHERE v.kind = 'job' AND jsonb_typeof(v.content -> 'translations') = 'object' AND v.content -> 'translations' <> '{}'::jsonb;

DROP FUNCTION job_description_as_html(text);
