function tex = publish_latex (doc, opts, srcdir)
  % The LaTeX report of DOC (pdflatex: figures must be PNG).
  body = {sprintf('\\section*{%s}', publish_inline (doc.title, 'latex'))};
  body{end+1} = text_latex (doc.intro, srcdir);
  titled = find (! cellfun (@isempty, {doc.sections.title}));
  if (numel (titled) > 1)
    body{end+1} = '\tableofcontents';
  end
  for k = 1:numel (doc.sections)
    s = doc.sections(k);
    if (! isempty (s.title))
      t = publish_inline (s.title, 'latex');
      body{end+1} = sprintf ('\\phantomsection\n\\addcontentsline{toc}{subsection}{%s}\n\\subsection*{%s}', t, t);
    end
    body{end+1} = text_latex (s.text, srcdir);
    if (opts.showCode && ! isempty (s.code))
      body{end+1} = listing (strjoin (s.code, "\n"), '');
    end
    if (! isempty (s.output))
      body{end+1} = listing (s.output, '[language={},frame=none,xleftmargin=2em]');
    end
    for f = s.figures
      body{end+1} = sprintf ('\\begin{center}\n\\includegraphics[width=0.8\\textwidth]{%s}\n\\end{center}', f{1});
    end
  end
  body = strjoin (body(! cellfun (@isempty, body)), "\n\n");
  tex = [sprintf('%% Written by publish in matc (the language of GNU Octave %s)\n', OCTAVE_VERSION), ...
         "\\documentclass[10pt]{article}\n", ...
         "\\usepackage[utf8]{inputenc}\n\\usepackage[T1]{fontenc}\n", ...
         "\\usepackage{listings}\n\\usepackage{amsmath}\n\\usepackage{amssymb}\n", ...
         "\\usepackage{graphicx}\n\\usepackage{hyperref}\n", ...
         "\\lstset{language=Octave,frame=single,breaklines=true,showstringspaces=false,", ...
         "basicstyle=\\ttfamily\\small}\n\\setlength{\\parindent}{0pt}\n", ...
         "\\begin{document}\n\n", body, "\n\n\\end{document}\n"];
end

function out = text_latex (lines, srcdir)
  parts = {};
  for b = publish_blocks (lines)
    L = b.lines;
    switch (b.kind)
      case 'paragraph'
        parts{end+1} = publish_inline (strjoin (L, ' '), 'latex');
      case {'bullets', 'numbers'}
        env = 'itemize';
        if (strcmp (b.kind, 'numbers'))
          env = 'enumerate';
        end
        items = cellfun (@(t) ['\item ', publish_inline(t, 'latex')], L, 'UniformOutput', false);
        parts{end+1} = sprintf ('\\begin{%s}\n%s\n\\end{%s}', env, strjoin (items, "\n"), env);
      case 'code'
        parts{end+1} = listing (strjoin (L, "\n"), '');
      case 'pre'
        parts{end+1} = listing (strjoin (L, "\n"), '[language={},frame=none]');
      case 'image'
        parts{end+1} = sprintf ('\\includegraphics{%s}', L{1});
      case 'include'
        parts{end+1} = listing (publish_include (L{1}, srcdir), '');
      case 'latex'
        parts{end+1} = strjoin (L, "\n");
    end
  end
  out = strjoin (parts, "\n\n");
end

function t = listing (text, options)
  t = sprintf ('\\begin{lstlisting}%s\n%s\n\\end{lstlisting}', options, text);
end
