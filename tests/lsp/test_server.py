"""`matc lsp` driven end to end by a real LSP client (pytest-lsp).

The workspace is tests/lsp/workspace; the matc executable is $MATC (set by
.ci/run). Expected facts come from matc itself only where matc is the
reference (`matc analyze`, `matc parse`, `matc fmt`); MATLAB messages are
Octave's wording.
"""

import os
import pathlib
import subprocess
from urllib.parse import unquote

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

HERE = pathlib.Path(__file__).resolve().parent
WS = HERE / "workspace"
MATC = os.environ.get("MATC", "matc")
SHARED = pathlib.Path(os.environ.get("MATC_SHARED_DIR", HERE / "../../../shared")).resolve()


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[MATC, "lsp"]))
async def client(lsp_client: LanguageClient):
    params = types.InitializeParams(
        capabilities=types.ClientCapabilities(),
        root_uri=WS.as_uri(),
        workspace_folders=[types.WorkspaceFolder(uri=WS.as_uri(), name="ws")],
    )
    await lsp_client.initialize_session(params)
    yield
    await lsp_client.shutdown_session()


def pos(text, needle, nth=0, delta=0):
    """The position of the nth occurrence of needle (plus delta characters)."""
    i = -1
    for _ in range(nth + 1):
        i = text.index(needle, i + 1)
    i += delta
    line = text.count("\n", 0, i)
    col = i - (text.rfind("\n", 0, i) + 1)
    return types.Position(line=line, character=col)


async def open_doc(client, path, text=None):
    text = path.read_text() if text is None else text
    uri = path.as_uri()
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="matlab", version=1, text=text)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return uri, text


def doc(uri):
    return types.TextDocumentIdentifier(uri=uri)


async def hover_text(client, uri, p):
    h = await client.text_document_hover_async(types.HoverParams(text_document=doc(uri), position=p))
    return h.contents.value if h else None


async def test_diagnostics_name_each_problem(client: LanguageClient):
    uri, text = await open_doc(client, WS / "main.m")
    ds = client.diagnostics[uri]
    got = {(d.code, d.range.start.line) for d in ds}
    line = lambda s: text[: text.index(s)].count("\n")
    assert ("prealloc", line("squares(k)")) in got, ds
    assert ("nonconformant", line("C = A * B")) in got, ds
    assert ("arity", line("sin(1, 2)")) in got, ds
    assert ("undefined", line("undefined_thing")) in got, ds
    messages = {d.code: d.message for d in ds}
    assert messages["nonconformant"] == "operator *: nonconformant arguments (op1 is 2x3, op2 is 4x5)"
    assert messages["undefined"] == "'undefined_thing' undefined"
    assert "squares = zeros(1, 10)" in messages["prealloc"]
    # Nothing else is an error: the rest of the script runs.
    errors = [d for d in ds if d.severity == types.DiagnosticSeverity.Error]
    assert len(errors) == 2, errors


async def test_unused_and_shadowing_warnings(client: LanguageClient):
    uri, text = await open_doc(client, WS / "helper.m")
    got = {(d.code, d.range.start.line) for d in client.diagnostics[uri]}
    assert ("unused", 7) in got and ("shadow", 8) in got, got
    assert all(d.severity != types.DiagnosticSeverity.Error for d in client.diagnostics[uri])


async def test_parse_errors_one_per_mistake_as_matc_parse(client: LanguageClient, tmp_path):
    bad = "x = (1 + ;\ny = 2;\nz = [1 2;\nw = 3\n"
    f = tmp_path / "bad.m"
    f.write_text(bad)
    uri, _ = await open_doc(client, f)
    parse = [d for d in client.diagnostics[uri] if d.code == "parse"]
    out = subprocess.run([MATC, "parse", str(f)], capture_output=True, text=True).stdout
    first = out.splitlines()[0]
    more = int(first.split("(and ")[1].split(" ")[0]) if "(and " in first else 0
    assert len(parse) == 1 + more
    assert parse[0].message in first
    line, col = first.split(":")[1:3]
    assert (parse[0].range.start.line + 1, parse[0].range.start.character + 1) == (int(line), int(col))


async def test_typing_updates_diagnostics(client: LanguageClient):
    uri, text = await open_doc(client, WS / "main.m")
    before = len(client.diagnostics[uri])
    end = pos(text, "data = load")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[
                types.TextDocumentContentChangePartial(
                    range=types.Range(start=end, end=end), text="q = nosuchfn(1);\n"
                )
            ],
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    ds = client.diagnostics[uri]
    assert len(ds) == before + 1
    assert any(d.message == "'nosuchfn' undefined" and d.range.start.line == end.line for d in ds)


async def test_hover_shows_the_facts_and_help(client: LanguageClient):
    uri, text = await open_doc(client, WS / "main.m")
    h = await hover_text(client, uri, pos(text, "A = ones"))
    assert "A : double 2x3 = 1" in h, h
    h = await hover_text(client, uri, pos(text, "n = 10"))
    assert "n : double 1x1 = 10" in h, h
    h = await hover_text(client, uri, pos(text, "helper(", delta=2))
    assert "function t = helper(v)" in h and "The sum of a vector's elements." in h, h
    h = await hover_text(client, uri, pos(text, "ones(2", delta=1))
    assert "ones (N)" in h and "builtin" in h, h
    h = await hover_text(client, uri, pos(text, "area(2", delta=1))
    assert "function a = area(r)" in h, h


@pytest.mark.skipif(not (SHARED / "bench").is_dir(), reason="needs ../shared/bench")
async def test_hover_on_each_assignment_is_what_matc_analyze_prints(client: LanguageClient):
    path = SHARED / "bench" / "crni" / "crnich.m"
    out = subprocess.run([MATC, "analyze", str(path)], capture_output=True, text=True, check=True).stdout
    uri, text = await open_doc(client, path)
    src = text.splitlines()
    lines = out.splitlines()
    # With several files, each has a `%% NAME.m` header: keep this file's section.
    heads = [i for i, l in enumerate(lines) if l.startswith("%% ") and l.endswith(".m") and l not in src]
    if heads:
        start = lines.index(f"%% {path.name}") + 1
        end = next((h for h in heads if h > start), len(lines))
        lines = lines[start:end]
    # Each source line, then its `%   name : fact` notes.
    notes, nxt = [], 0
    for l in lines:
        if nxt < len(src) and l == src[nxt]:
            nxt += 1
        elif l.strip().startswith("%   ") and " : " in l:
            name, fact = l.strip()[4:].split(" : ", 1)
            notes.append((nxt - 1, name, fact))
    assert len(notes) > 20
    for line, name, fact in notes:
        # The name written on that line (the statement's last line).
        candidates = [i for i in range(line, -1, -1) if name in src[i]]
        col = None
        for i in candidates:
            j = src[i].find(name)
            while j >= 0:
                before = src[i][j - 1] if j else " "
                after = src[i][j + len(name)] if j + len(name) < len(src[i]) else " "
                if not (before.isalnum() or before == "_") and not (after.isalnum() or after == "_"):
                    col = (i, j)
                    break
                j = src[i].find(name, j + 1)
            if col:
                break
        h = await hover_text(client, uri, types.Position(line=col[0], character=col[1]))
        assert h and f"{name} : {fact}" in h, (line + 1, name, fact, h)


async def test_definition_and_references(client: LanguageClient):
    uri, text = await open_doc(client, WS / "main.m")
    d = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=pos(text, "helper(", delta=1))
    )
    assert d[0].uri == (WS / "helper.m").as_uri() and d[0].range.start.line == 0
    d = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=pos(text, "area(2", delta=1))
    )
    # Path.as_uri() writes `+` as `%2B`; a client compares the paths.
    assert unquote(d[0].uri) == unquote((WS / "+geom" / "area.m").as_uri())
    d = await client.text_document_definition_async(
        types.DefinitionParams(text_document=doc(uri), position=pos(text, "total);"))
    )
    assert d[0].uri == uri and d[0].range.start.line == pos(text, "total = ").line
    refs = await client.text_document_references_async(
        types.ReferenceParams(
            text_document=doc(uri),
            position=pos(text, "squares", 1),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert sorted(r.range.start.line for r in refs) == [2, 4, 6]


async def test_completion_and_signature_help(client: LanguageClient):
    text = (WS / "main.m").read_text() + "to\ns.\nx = load('val\ny = zeros(3, "
    uri, _ = await open_doc(client, WS / "main.m", text)

    async def labels(p):
        r = await client.text_document_completion_async(
            types.CompletionParams(text_document=doc(uri), position=p)
        )
        items = r.items if hasattr(r, "items") else r
        return {i.label for i in items}

    lines = text.splitlines()
    assert "total" in await labels(types.Position(line=len(lines) - 4, character=2))
    assert "toc" in await labels(types.Position(line=len(lines) - 4, character=2))
    assert {"name", "radius"} <= await labels(types.Position(line=len(lines) - 3, character=2))
    assert "values.txt" in await labels(types.Position(line=len(lines) - 2, character=len(lines[-2])))
    sh = await client.text_document_signature_help_async(
        types.SignatureHelpParams(
            text_document=doc(uri), position=types.Position(line=len(lines) - 1, character=len(lines[-1]))
        )
    )
    assert sh.active_parameter == 1
    assert any("zeros" in s.label for s in sh.signatures)


async def test_symbols_rename_format_folding(client: LanguageClient):
    uri, text = await open_doc(client, WS / "helper.m")
    syms = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=doc(uri))
    )
    assert [s.name for s in syms] == ["helper"]
    ws = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="are"))
    assert any(s.name == "area" for s in ws)
    edit = await client.text_document_rename_async(
        types.RenameParams(text_document=doc(uri), position=pos(text, "t = 0"), new_name="acc")
    )
    edits = edit.changes[uri]
    at = sorted((e.range.start.line, e.range.start.character) for e in edits)
    assert at == [(0, 9), (3, 2), (5, 4), (5, 8), (8, 8)] and all(e.new_text == "acc" for e in edits)
    folds = await client.text_document_folding_range_async(
        types.FoldingRangeParams(text_document=doc(uri))
    )
    assert any(f.start_line == 0 for f in folds) and any(f.start_line == 4 for f in folds)

    furi, ftext = await open_doc(client, WS / "unformatted.m")
    edits = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=doc(furi), options=types.FormattingOptions(tab_size=4, insert_spaces=True)
        )
    )
    want = subprocess.run(
        [MATC, "fmt", "--stdout", str(WS / "unformatted.m")], capture_output=True, text=True, check=True
    ).stdout
    assert len(edits) == 1 and edits[0].new_text == want
    assert "% twice" in want and "% Doubles x." in want
