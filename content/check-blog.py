#!/usr/bin/env python3
"""Checks content/blog against the format of brief W (issue 18): front matter keys, the three
languages per post, known author/category/tag slugs, product codes that the seed catalog makes,
description length, English word count and headings. Usage: python3 content/check-blog.py [codes.txt]
(codes.txt: one product code per line; without it product codes are only checked for shape)."""
import json, os, re, sys

try:
    import yaml  # PyYAML, when installed: the engine will read the front matter as YAML
except ImportError:
    yaml = None

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'blog')
LANGS = ('en', 'fr', 'de')
REQUIRED = ('title', 'description', 'author', 'category', 'tags', 'published_at', 'cover_alt', 'products')
errors = []

def load(name):
    with open(os.path.join(ROOT, name), encoding='utf-8') as handle:
        return json.load(handle)

def slugs_of(items, kind):
    for item in items:
        for key in ('name', 'description', 'role', 'bio'):
            value = item.get(key)
            if isinstance(value, dict) and set(value) != set(LANGS):
                errors.append(f'{kind} {item.get("slug")}: {key} must have en, fr, de')
    return {item['slug'] for item in items}

authors = slugs_of(load('authors.json'), 'author')
categories = slugs_of(load('categories.json'), 'category')
tags = slugs_of(load('tags.json'), 'tag')
codes = None
if len(sys.argv) > 1:
    with open(sys.argv[1], encoding='utf-8') as handle:
        codes = {line.strip() for line in handle if line.strip()}

def front_matter(path):
    text = open(path, encoding='utf-8').read()
    match = re.match(r'^---\n(.*?)\n---\n(.*)$', text, re.S)
    if not match:
        errors.append(f'{path}: no front matter')
        return {}, ''
    if yaml is not None:
        try:
            parsed = yaml.safe_load(match.group(1))
            if not isinstance(parsed.get('tags'), list) or not isinstance(parsed.get('products'), list):
                errors.append(f'{path}: tags and products must be YAML lists')
        except yaml.YAMLError as problem:
            errors.append(f'{path}: front matter is not valid YAML ({problem})')
    meta = {}
    for line in match.group(1).splitlines():
        key, _, value = line.partition(':')
        value = value.strip()
        if value.startswith('[') and value.endswith(']'):
            value = [part.strip() for part in value[1:-1].split(',') if part.strip()]
        if len(value) >= 2 and value[0] == value[-1] == '"':
            value = value[1:-1]
        meta[key.strip()] = value
    return meta, match.group(2)

posts_dir = os.path.join(ROOT, 'posts')
slugs = sorted(os.listdir(posts_dir))
for slug in slugs:
    if not re.fullmatch(r'[a-z0-9]+(-[a-z0-9]+)*', slug):
        errors.append(f'{slug}: slug is not kebab-case')
    metas = {}
    for lang in LANGS:
        path = os.path.join(posts_dir, slug, f'{lang}.md')
        if not os.path.exists(path):
            errors.append(f'{slug}: missing {lang}.md')
            continue
        meta, body = front_matter(path)
        metas[lang] = meta
        for key in REQUIRED:
            if key not in meta:
                errors.append(f'{slug}/{lang}: missing {key}')
        if len(meta.get('description', '')) > 160:
            errors.append(f'{slug}/{lang}: description {len(meta["description"])} chars')
        if meta.get('author') not in authors:
            errors.append(f'{slug}/{lang}: unknown author {meta.get("author")}')
        if meta.get('category') not in categories:
            errors.append(f'{slug}/{lang}: unknown category {meta.get("category")}')
        for tag in meta.get('tags') or []:
            if tag not in tags:
                errors.append(f'{slug}/{lang}: unknown tag {tag}')
        products = meta.get('products') or []
        if len(products) > 4:
            errors.append(f'{slug}/{lang}: more than 4 products')
        for code in products:
            if not re.fullmatch(r'DH\d{6}', code) or (codes is not None and code not in codes):
                errors.append(f'{slug}/{lang}: unknown product {code}')
        date = meta.get('published_at', '')
        if not re.fullmatch(r'\d{4}-\d{2}-\d{2}', date) or not ('2025-09-01' <= date <= '2026-11-30'):
            errors.append(f'{slug}/{lang}: published_at {date} outside 2025-09..2026-11')
        if re.search(r'<[a-zA-Z/!]', body):
            errors.append(f'{slug}/{lang}: raw HTML?')
        if re.search(r'!\[', body):
            errors.append(f'{slug}/{lang}: image in body')
        for link in re.findall(r'\]\(([^)]*)\)', body):
            if not link.startswith('/'):
                errors.append(f'{slug}/{lang}: external link {link}')
            elif link.startswith('/ourblog/') and link.split('/')[2] not in slugs:
                errors.append(f'{slug}/{lang}: link to unknown post {link}')
        if len(re.findall(r'^## ', body, re.M)) < 2:
            errors.append(f'{slug}/{lang}: fewer than two ## headings')
        words = len(re.findall(r'\w+', body))
        if lang == 'en' and not (600 <= words <= 1000):
            errors.append(f'{slug}/en: {words} words (600-1000)')
        if lang != 'en' and words < 450:
            errors.append(f'{slug}/{lang}: only {words} words')
    shared = ('author', 'category', 'tags', 'published_at', 'products')
    for key in shared:
        values = {json.dumps(meta.get(key)) for meta in metas.values()}
        if len(values) > 1:
            errors.append(f'{slug}: {key} differs between languages')

print(f'{len(slugs)} posts checked')
for error in errors:
    print('ERROR', error)
sys.exit(1 if errors or len(slugs) < 30 else 0)
