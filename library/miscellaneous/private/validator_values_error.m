function validator_values_error (name, phrase, x, bad)
% The error of a mustBe* validator whose elements BAD of X failed: their
% values when X can be indexed, their indexes otherwise.
  label = validator_label (name);
  try
    msg = sprintf ('%s %s; found %d elements that were not: values %s', ...
                   label, phrase, numel (bad), mat2str (x(bad)));
  catch
    msg = sprintf ('%s %s; found %d elements that were not: indexes %s', ...
                   label, phrase, numel (bad), mat2str (bad));
  end
  error (msg);
end
