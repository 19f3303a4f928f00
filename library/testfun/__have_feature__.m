function tf = __have_feature__ (feature)
% -- TF = __have_feature__ (FEATURE)
%     Whether the Octave build feature FEATURE (a name such as "FFTW" or
%     "ENABLE_64", or a cell array of them, all of which must be there)
%     is available.  matc is not built with Octave's optional libraries:
%     false for every name, true for an empty list.
%
%     See also: test, ver.

  if (iscellstr (feature))
    tf = isempty (feature);
  else
    tf = false;
  end
end
