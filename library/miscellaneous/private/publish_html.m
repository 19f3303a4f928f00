function html = publish_html (doc, opts, source, srcdir)
  % The HTML report of DOC; the script's SOURCE is kept in a comment
  % between the markers grabcode looks for.
  body = {sprintf('<h1>%s</h1>', publish_inline (doc.title, 'html'))};
  body{end+1} = text_html (doc.intro, srcdir);
  titled = find (! cellfun (@isempty, {doc.sections.title}));
  if (numel (titled) > 1)
    body{end+1} = '<h2>Contents</h2>';
    body{end+1} = '<ul>';
    for k = titled
      body{end+1} = sprintf ('<li><a href="#section%d">%s</a></li>', k, ...
                             publish_inline (doc.sections(k).title, 'html'));
    end
    body{end+1} = '</ul>';
  end
  for k = 1:numel (doc.sections)
    s = doc.sections(k);
    if (! isempty (s.title))
      body{end+1} = sprintf ('<h2><a id="section%d">%s</a></h2>', k, ...
                             publish_inline (s.title, 'html'));
    end
    body{end+1} = text_html (s.text, srcdir);
    if (opts.showCode && ! isempty (s.code))
      body{end+1} = sprintf ('<pre class="code">%s</pre>', esc (strjoin (s.code, "\n")));
    end
    if (! isempty (s.output))
      body{end+1} = sprintf ('<pre class="output">%s</pre>', esc (s.output));
    end
    for f = s.figures
      body{end+1} = sprintf ('<img src="%s" alt="%s">', f{1}, f{1});
    end
  end
  body = strjoin (body(! cellfun (@isempty, body)), "\n");
  math = '';
  if (any (body == '$'))
    math = ['<script async src="https://cdn.jsdelivr.net/npm/mathjax@3/es5/tex-mml-chtml.js"></script>', ...
            "\n", '<script>MathJax = {tex: {inlineMath: [[''$'', ''$'']]}};</script>', "\n"];
  end
  html = [sprintf('<!DOCTYPE html>\n<html>\n<head>\n<meta charset="UTF-8">\n<title>%s</title>\n', ...
                  esc (doc.title)), ...
          math, ...
          "<style>\n", ...
          "body { font-family: sans-serif; max-width: 50em; margin: 0 auto; padding: 0 1em; }\n", ...
          "pre.code { border: 1px solid #999; padding: 0.4em; }\n", ...
          "pre.output { margin-left: 2em; color: #333; }\n", ...
          "img { max-width: 100%; }\n", ...
          "footer { margin-top: 2em; font-size: 80%; }\n", ...
          "</style>\n</head>\n<body>\n", body, ...
          sprintf("\n<footer>\n<hr>\nPublished with matc (the language of GNU Octave %s)\n</footer>\n", ...
                  OCTAVE_VERSION), ...
          "<!--\n##### SOURCE BEGIN #####\n", with_newline(source), ...
          "##### SOURCE END #####\n-->\n</body>\n</html>\n"];
end

function out = text_html (lines, srcdir)
  parts = {};
  for b = publish_blocks (lines)
    L = b.lines;
    switch (b.kind)
      case 'paragraph'
        parts{end+1} = sprintf ('<p>%s</p>', publish_inline (strjoin (L, ' '), 'html'));
      case {'bullets', 'numbers'}
        tag = 'ul';
        if (strcmp (b.kind, 'numbers'))
          tag = 'ol';
        end
        items = cellfun (@(t) sprintf ('<li>%s</li>', publish_inline (t, 'html')), L, ...
                         'UniformOutput', false);
        parts{end+1} = sprintf ('<%s>\n%s\n</%s>', tag, strjoin (items, "\n"), tag);
      case 'code'
        parts{end+1} = sprintf ('<pre class="code">%s</pre>', esc (strjoin (L, "\n")));
      case 'pre'
        parts{end+1} = sprintf ('<pre>%s</pre>', esc (strjoin (L, "\n")));
      case 'image'
        parts{end+1} = sprintf ('<img src="%s" alt="%s">', esc (L{1}), esc (L{1}));
      case 'include'
        parts{end+1} = sprintf ('<pre class="code">%s</pre>', ...
                                esc (publish_include (L{1}, srcdir)));
      case 'html'
        parts{end+1} = strjoin (L, "\n");
    end
  end
  out = strjoin (parts, "\n");
end

function s = with_newline (s)
  if (! isempty (s) && s(end) != "\n")
    s = [s, "\n"];
  end
end

function s = esc (s)
  s = strrep (strrep (strrep (s, '&', '&amp;'), '<', '&lt;'), '>', '&gt;');
end
