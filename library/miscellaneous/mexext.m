function ext = mexext ()
% -- EXT = mexext ()
%     The file extension of MEX files: "mex".  (matc does not load MEX
%     files.)
%
%     See also: mex, mkoctfile.

  ext = 'mex';
end
