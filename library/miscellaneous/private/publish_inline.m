function out = publish_inline (s, format)
  % Text S with its inline markup (*bold*, _italic_, |mono|, (TM), (R),
  % <URL text> links, $math$) written in FORMAT ('html' or 'latex'), and
  % everything else escaped for it.
  pattern = ['(\$\$.+?\$\$|\$[^$]+\$)|(<(?:https?://|ftp://|mailto:|file:|octave:)[^>]*>)', ...
             '|(\*[^*\s][^*]*\*)|(\|[^|]+\|)|((?<![A-Za-z0-9])_[^_]+_(?![A-Za-z0-9]))', ...
             '|(\(TM\))|(\(R\))'];
  [st, en, m] = regexp (s, pattern, 'start', 'end', 'match');
  out = '';
  prev = 1;
  for k = 1:numel (m)
    out = [out, escape(s(prev:st(k) - 1), format), markup(m{k}, format)];
    prev = en(k) + 1;
  end
  out = [out, escape(s(prev:end), format)];
end

function t = markup (m, format)
  html = strcmp (format, 'html');
  switch (m(1))
    case '$'
      t = m;
      if (html)
        t = escape (m, format);
      end
    case '<'
      t = link (m(2:end - 1), format);
    case '('
      if (strcmp (m, '(TM)'))
        t = pick (html, '&trade;', '\texttrademark{}');
      else
        t = pick (html, '&reg;', '\textregistered{}');
      end
    otherwise
      inner = publish_inline (m(2:end - 1), format);
      kinds = '*_|';
      tags = {'b', 'i', 'code'};
      cmds = {'textbf', 'textit', 'texttt'};
      i = find (kinds == m(1));
      t = pick (html, sprintf ('<%s>%s</%s>', tags{i}, inner, tags{i}), ...
                sprintf ('\\%s{%s}', cmds{i}, inner));
  end
end

function t = link (body, format)
  % <URL> or <URL text>; octave:NAME points into Octave's function index.
  [url, text] = strtok (body);
  text = strtrim (text);
  if (strncmp (url, 'octave:', 7))
    fname = url(8:end);
    url = ['https://www.gnu.org/software/octave/doc/interpreter/XREF', fname, '.html'];
    if (isempty (text))
      text = fname;
    end
  end
  if (isempty (text))
    text = url;
  end
  text = publish_inline (text, format);
  if (strcmp (format, 'html'))
    t = sprintf ('<a href="%s">%s</a>', escape (url, format), text);
  else
    t = sprintf ('\\href{%s}{%s}', strrep (strrep (url, '%', '\%'), '#', '\#'), text);
  end
end

function t = pick (html, a, b)
  if (html)
    t = a;
  else
    t = b;
  end
end

function s = escape (s, format)
  if (strcmp (format, 'html'))
    s = strrep (strrep (strrep (s, '&', '&amp;'), '<', '&lt;'), '>', '&gt;');
  else
    s = publish_latex_escape (s);
  end
end
