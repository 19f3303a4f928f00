function s = publish_latex_escape (s)
  % S with LaTeX's special characters written as text.
  s = strrep (s, '\', char (1));
  s = regexprep (s, '([&%$#_{}])', '\\$1');
  s = strrep (s, '~', '\textasciitilde{}');
  s = strrep (s, '^', '\textasciicircum{}');
  s = strrep (s, char (1), '\textbackslash{}');
end
