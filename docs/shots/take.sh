#!/usr/bin/env bash
# The screenshots of docs/editors.md, taken headless: Neovim's built-in LSP
# client (in xterm under Xvfb) showing `matc lsp`'s hover, and the demo
# notebook run by nbconvert and rendered by Chromium.
#
#   MATC=target/release/matc PY=target/pyenv bash docs/shots/take.sh
#
# Needs Debian's neovim, xterm, xvfb, imagemagick and chromium, and
# nbconvert in the Python environment PY.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
MATC=$(realpath "${MATC:-$root/target/release/matc}")
PY=${PY:-$root/target/pyenv}
out=$root/docs
work=$(mktemp -d)
trap 'rm -rf "$work"; kill $xvfb 2>/dev/null || true' EXIT

# Hover: the demo workspace's script, the cursor on a variable.
Xvfb :77 -screen 0 1000x560x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
cat > "$work/init.lua" <<LUA
vim.opt.termguicolors = true
vim.opt.number = true
vim.cmd("syntax on")
vim.cmd("highlight NormalFloat guibg=#2d3340 guifg=#e6e6e6")
local id = vim.lsp.start_client({ name = "matc", cmd = { "$MATC", "lsp" }, root_dir = "$root/tests/lsp/workspace" })
vim.api.nvim_create_autocmd("VimEnter", { callback = function()
  vim.cmd("set filetype=matlab")
  vim.lsp.buf_attach_client(0, id)
  vim.api.nvim_win_set_cursor(0, { 5, 3 })
  vim.defer_fn(function() vim.lsp.buf.hover() end, 2500)
end })
LUA
DISPLAY=:77 xterm -geometry 96x26+0+0 -fa 'DejaVu Sans Mono' -fs 13 -bg '#1e1e1e' -fg '#d4d4d4' \
  -e nvim -u "$work/init.lua" "$root/tests/lsp/workspace/main.m" &
term=$!
sleep 6
DISPLAY=:77 import -window root -crop 880x500+0+0 "$out/editors-hover.png"
kill $term 2>/dev/null || true

# The notebook: executed by nbconvert, rendered to HTML, screenshot of the figure cell.
dir=$work/jupyter
"$MATC" jupyter install --prefix "$dir" >/dev/null
cp "$root/tests/jupyter/demo.ipynb" "$work/demo.ipynb"
(cd "$work" && JUPYTER_PATH=$dir/share/jupyter "$PY/bin/jupyter" nbconvert --to html --execute \
  --ExecutePreprocessor.allow_errors=True demo.ipynb >/dev/null 2>&1)
chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=900,1500 \
  --screenshot="$work/nb.png" "file://$work/demo.html" >/dev/null 2>&1
convert "$work/nb.png" -trim +repage "$out/editors-notebook.png"
echo "wrote $out/editors-hover.png and $out/editors-notebook.png"
