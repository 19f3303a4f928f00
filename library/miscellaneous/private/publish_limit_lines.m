function out = publish_limit_lines (out, n)
  % OUT without its trailing newlines and cut to its first N lines.
  out = regexprep (out, '\n+$', '');
  if (isfinite (n))
    breaks = find (out == "\n");
    if (numel (breaks) >= n)
      out = out(1:breaks(n) - 1);
    end
  end
end
