#!/usr/bin/env python3
"""Checks the blog and help-centre content against the format the content engine reads (issue 18).

Run from anywhere: python3 content/check-content.py [--only blog|help]
Exits 1 and lists every problem found; prints a short summary when all is well.
"""
from __future__ import annotations

import datetime as dt
import json
import re
import sys
from pathlib import Path

try:
    import yaml  # PyYAML: the strictest check that the engine's YAML parser will read the front matter
except ImportError:  # pragma: no cover - fallback for machines without PyYAML
    yaml = None

ROOT = Path(__file__).resolve().parent
REPO = ROOT.parent
LANGS = ("en", "fr", "de")
SLUG = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
HELP_SECTIONS = (
    "ordering", "shipping-and-delivery", "returns-and-refunds", "warranty", "assembly",
    "payments", "programmes", "account-and-sign-in", "brands",
)
# Store paths an article or post may link to, besides help articles, blog posts and products.
STORE_PATH_PREFIXES = (
    "/help-center", "/ourblog", "/customer/", "/track-your-order", "/tracking-your-order", "/sign-in", "/sign-up",
    "/otp", "/cart", "/secure-checkout", "/pending-order", "/subscribe", "/terms-of-use", "/privacy", "/store/",
    "/sale", "/hybrid", "/group-buy", "/search", "/about", "/standing-desks", "/office-chairs", "/work-pods",
    "/desk-accessories", "/electronics", "/storage", "/gaming", "/desk-frames", "/gift-cards", "/home-office",
    "/adus", "/pod-adus", "/press-feature",
)
LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
HTML_TAG = re.compile(r"<\s*/?\s*[a-zA-Z][^>]*>")

problems: list[str] = []


def problem(where: Path | str, message: str) -> None:
    problems.append(f"{Path(where).relative_to(REPO) if isinstance(where, Path) else where}: {message}")


def load_json(path: Path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        problem(path, "missing")
    except json.JSONDecodeError as error:
        problem(path, f"invalid JSON ({error})")
    return None


def parse_scalar(raw: str):
    value = raw.strip()
    if value.startswith("[") and value.endswith("]"):
        inner = value[1:-1].strip()
        return [parse_scalar(item) for item in inner.split(",")] if inner else []
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    if value in ("true", "false"):
        return value == "true"
    if re.fullmatch(r"-?\d+", value):
        return int(value)
    if re.fullmatch(r"\d{4}-\d{2}-\d{2}", value):
        return dt.date.fromisoformat(value)
    return value


def split_front_matter(path: Path) -> tuple[dict | None, str]:
    text = path.read_text(encoding="utf-8")
    match = re.match(r"^---\n(.*?)\n---\n(.*)$", text, re.S)
    if not match:
        problem(path, "no front matter between --- lines at the top")
        return None, text
    head, body = match.groups()
    if yaml is not None:
        try:
            data = yaml.safe_load(head)
        except yaml.YAMLError as error:
            problem(path, f"front matter is not valid YAML ({str(error).splitlines()[0]})")
            return None, body
    else:
        data = {}
        for line in head.splitlines():
            if not line.strip():
                continue
            key, sep, value = line.partition(":")
            if not sep:
                problem(path, f"front matter line without a key: {line!r}")
                continue
            data[key.strip()] = parse_scalar(value)
    if not isinstance(data, dict):
        problem(path, "front matter is not a mapping")
        return None, body
    return data, body



def language_files(folder: Path):
    """Each language's file of a post or article that exists and parses: (lang, path, meta, body)."""
    for lang in LANGS:
        path = folder / f"{lang}.md"
        if not path.exists():
            problem(path, "missing language")
            continue
        meta, body = split_front_matter(path)
        if meta is not None:
            yield lang, path, meta, body

def words(body: str) -> int:
    return len(re.findall(r"[\w’'-]+", body))


def check_localized(where: Path, label: str, value) -> None:
    if not isinstance(value, dict) or set(value) != set(LANGS) or not all(isinstance(value[lang], str) and value[lang].strip() for lang in LANGS):
        problem(where, f"{label} must hold non-empty en, fr and de texts")


def check_markdown(path: Path, body: str, known_links: set[str]) -> None:
    if "![" in body:
        problem(path, "images are not allowed in the body")
    if HTML_TAG.search(body):
        problem(path, "raw HTML is not allowed in the body")
    if re.search(r"lorem ipsum|\bTODO\b|\bTBD\b|XXX", body, re.I):
        problem(path, "placeholder text")
    if re.search(r"^# ", body, re.M):
        problem(path, "use ## and ### headings (the page title is the h1)")
    for _, target in LINK.findall(body):
        if re.match(r"^(https?:)?//", target) or target.startswith("mailto:"):
            problem(path, f"link leaves the store: {target}")
            continue
        path_only = target.split("#")[0].split("?")[0].rstrip("/") or "/"
        if path_only.startswith("/help-center/") and path_only.count("/") == 3 or path_only.startswith("/ourblog/") and path_only.count("/") == 2:
            if path_only not in known_links and not path_only.startswith(("/help-center/search/", "/ourblog/search/", "/ourblog/tag/", "/ourblog/category/")):
                problem(path, f"link to unknown content: {target}")
        elif not path_only.startswith(STORE_PATH_PREFIXES):
            problem(path, f"link to a path the store does not have: {target}")


def product_count() -> int:
    constants = REPO / "server/db/seed/catalog-constants.ts"
    match = re.search(r"DEFAULT_PRODUCT_COUNT\s*=\s*([\d_]+)", constants.read_text(encoding="utf-8"))
    return int(match.group(1).replace("_", "")) if match else 0


def known_content_links() -> set[str]:
    links = {"/help-center"}
    for article in (ROOT / "help/articles").glob("*/*"):
        if article.is_dir():
            links.add(f"/help-center/{article.parent.name}/{article.name}")
            links.add(f"/help-center/{article.parent.name}")
    for post in (ROOT / "blog/posts").glob("*"):
        if post.is_dir():
            links.add(f"/ourblog/{post.name}")
    return links


def check_help(links: set[str]) -> int:
    base = ROOT / "help"
    sections = load_json(base / "sections.json") or []
    slugs = [section.get("slug") for section in sections if isinstance(section, dict)]
    if sorted(slugs) != sorted(HELP_SECTIONS):
        problem(base / "sections.json", f"sections must be exactly {', '.join(HELP_SECTIONS)}; found {slugs}")
    positions = [section.get("position") for section in sections if isinstance(section, dict)]
    if len(set(positions)) != len(positions) or not all(isinstance(p, int) for p in positions):
        problem(base / "sections.json", "positions must be distinct integers")
    for section in sections:
        check_localized(base / "sections.json", f"{section.get('slug')}.title", section.get("title"))
        check_localized(base / "sections.json", f"{section.get('slug')}.description", section.get("description"))

    articles = sorted(path for path in (base / "articles").glob("*/*") if path.is_dir())
    ids = {f"{path.parent.name}/{path.name}" for path in articles}
    per_section: dict[str, dict[int, str]] = {}
    for folder in articles:
        section, slug = folder.parent.name, folder.name
        if section not in HELP_SECTIONS:
            problem(folder, "unknown section")
        if not SLUG.match(slug):
            problem(folder, "slug must be kebab-case")
        meta_by_lang = {}
        for lang, path, meta, body in language_files(folder):
            meta_by_lang[lang] = meta
            expected = {"title", "summary", "position", "related", "faq"}
            if set(meta) != expected:
                problem(path, f"front matter keys must be {sorted(expected)}; found {sorted(meta)}")
            if not isinstance(meta.get("title"), str) or not meta["title"].strip():
                problem(path, "title missing")
            summary = meta.get("summary")
            if not isinstance(summary, str) or not summary.strip() or len(summary) > 160:
                problem(path, f"summary must be 1-160 characters (has {len(summary) if isinstance(summary, str) else 0})")
            if not isinstance(meta.get("position"), int) or isinstance(meta.get("position"), bool):
                problem(path, "position must be an integer")
            related = meta.get("related")
            if not isinstance(related, list) or not 1 <= len(related) <= 3:
                problem(path, "related must list 1 to 3 articles")
            else:
                for target in related:
                    if target not in ids or target == f"{section}/{slug}":
                        problem(path, f"related article {target!r} does not exist (or is itself)")
            if not isinstance(meta.get("faq"), bool):
                problem(path, "faq must be true or false")
            count = words(body)
            low, high = (150, 500) if lang == "en" else (110, 650)
            if not low <= count <= high:
                problem(path, f"body has {count} words, expected {low}-{high}")
            headings = re.findall(r"^## (.+)$", body, re.M)
            if meta.get("faq") is True and (len(headings) < 2 or not all(h.rstrip().endswith("?") for h in headings)):
                problem(path, "an FAQ article is a list of '## Question?' headings, each followed by its answer")
            check_markdown(path, body, links)
        if len(meta_by_lang) == len(LANGS):
            for key in ("position", "related", "faq"):
                values = {repr(meta_by_lang[lang].get(key)) for lang in LANGS}
                if len(values) > 1:
                    problem(folder, f"{key} differs between languages")
            position = meta_by_lang["en"].get("position")
            if isinstance(position, int):
                taken = per_section.setdefault(section, {})
                if position in taken:
                    problem(folder, f"position {position} is also used by {taken[position]}")
                taken[position] = slug
    for section in HELP_SECTIONS:
        if not any(path.parent.name == section for path in articles):
            problem(base / "articles" / section, "section has no article")
    if len(articles) < 40:
        problem(base / "articles", f"{len(articles)} articles, at least 40 needed")
    return len(articles)


def check_blog(links: set[str]) -> int:
    base = ROOT / "blog"
    authors = load_json(base / "authors.json") or []
    categories = load_json(base / "categories.json") or []
    tags = load_json(base / "tags.json") or []
    if not 3 <= len(authors) <= 5:
        problem(base / "authors.json", f"{len(authors)} authors, expected 3-5")
    if not 5 <= len(categories) <= 7:
        problem(base / "categories.json", f"{len(categories)} categories, expected 5-7")
    for author in authors:
        if not isinstance(author, dict) or not SLUG.match(str(author.get("slug", ""))) or not str(author.get("name", "")).strip():
            problem(base / "authors.json", f"author needs a kebab-case slug and a name: {author}")
            continue
        check_localized(base / "authors.json", f"{author['slug']}.role", author.get("role"))
        check_localized(base / "authors.json", f"{author['slug']}.bio", author.get("bio"))
    for category in categories:
        if not isinstance(category, dict) or not SLUG.match(str(category.get("slug", ""))):
            problem(base / "categories.json", f"category needs a kebab-case slug: {category}")
            continue
        check_localized(base / "categories.json", f"{category['slug']}.name", category.get("name"))
        check_localized(base / "categories.json", f"{category['slug']}.description", category.get("description"))
    for tag in tags:
        if not isinstance(tag, dict) or not SLUG.match(str(tag.get("slug", ""))):
            problem(base / "tags.json", f"tag needs a kebab-case slug: {tag}")
            continue
        check_localized(base / "tags.json", f"{tag['slug']}.name", tag.get("name"))
    author_slugs = {a.get("slug") for a in authors if isinstance(a, dict)}
    category_slugs = {c.get("slug") for c in categories if isinstance(c, dict)}
    tag_slugs = {t.get("slug") for t in tags if isinstance(t, dict)}
    for label, values in (("authors", authors), ("categories", categories), ("tags", tags)):
        listed = [v.get("slug") for v in values if isinstance(v, dict)]
        if len(set(listed)) != len(listed):
            problem(base / f"{label}.json", "duplicate slugs")

    last_product = product_count()
    posts = sorted(path for path in (base / "posts").glob("*") if path.is_dir())
    for folder in posts:
        if not SLUG.match(folder.name):
            problem(folder, "slug must be kebab-case")
        meta_by_lang = {}
        for lang, path, meta, body in language_files(folder):
            meta_by_lang[lang] = meta
            required = {"title", "description", "author", "category", "tags", "published_at", "cover_alt", "products"}
            missing, extra = required - set(meta), set(meta) - required - {"updated_at"}
            if missing or extra:
                problem(path, f"front matter missing {sorted(missing)} / unexpected {sorted(extra)}")
            for key in ("title", "cover_alt"):
                if not isinstance(meta.get(key), str) or not meta[key].strip():
                    problem(path, f"{key} missing")
            description = meta.get("description")
            if not isinstance(description, str) or not description.strip() or len(description) > 160:
                problem(path, f"description must be 1-160 characters (has {len(description) if isinstance(description, str) else 0})")
            if meta.get("author") not in author_slugs:
                problem(path, f"unknown author {meta.get('author')!r}")
            if meta.get("category") not in category_slugs:
                problem(path, f"unknown category {meta.get('category')!r}")
            post_tags = meta.get("tags")
            if not isinstance(post_tags, list) or not post_tags or any(tag not in tag_slugs for tag in post_tags):
                problem(path, f"tags must be known tag slugs: {post_tags}")
            published = meta.get("published_at")
            published = dt.date.fromisoformat(published) if isinstance(published, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", published) else published
            if not isinstance(published, dt.date) or not dt.date(2025, 9, 1) <= published <= dt.date(2026, 11, 30):
                problem(path, f"published_at must be a date from 2025-09 to 2026-11: {meta.get('published_at')!r}")
            updated = meta.get("updated_at")
            if updated is not None:
                updated = dt.date.fromisoformat(updated) if isinstance(updated, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", updated) else updated
                if not isinstance(updated, dt.date) or (isinstance(published, dt.date) and updated < published):
                    problem(path, f"updated_at must be a date on or after published_at: {meta.get('updated_at')!r}")
            products = meta.get("products")
            if not isinstance(products, list) or len(products) > 4:
                problem(path, "products must list 0 to 4 product codes")
            else:
                for code in products:
                    match = re.fullmatch(r"DH(\d{6})", str(code))
                    if not match or not 1 <= int(match.group(1)) <= last_product:
                        problem(path, f"product code {code!r} is not in the seeded catalog (DH000001-DH{last_product:06d})")
            count = words(body)
            low, high = (600, 1000) if lang == "en" else (450, 1400)
            if not low <= count <= high:
                problem(path, f"body has {count} words, expected {low}-{high}")
            if not re.search(r"^## ", body, re.M):
                problem(path, "body needs ## headings (the table of contents is built from them)")
            check_markdown(path, body, links)
        if len(meta_by_lang) == len(LANGS):
            for key in ("author", "category", "tags", "published_at", "updated_at", "products"):
                if len({repr(meta_by_lang[lang].get(key)) for lang in LANGS}) > 1:
                    problem(folder, f"{key} differs between languages")
    if len(posts) < 30:
        problem(base / "posts", f"{len(posts)} posts, at least 30 needed")
    return len(posts)


def main() -> int:
    only = sys.argv[2] if len(sys.argv) > 2 and sys.argv[1] == "--only" else None
    links = known_content_links()
    counts = {}
    if only in (None, "help"):
        counts["help articles"] = check_help(links)
    if only in (None, "blog"):
        counts["blog posts"] = check_blog(links)
    for line in problems:
        print(line)
    summary = ", ".join(f"{count} {label}" for label, count in counts.items())
    print(f"{'FAILED' if problems else 'OK'}: {summary}; {len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
