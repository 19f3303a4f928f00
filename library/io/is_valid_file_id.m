function tf = is_valid_file_id (fid)
% -- TF = is_valid_file_id (FID)
%     True if FID is the identifier of an open file (0, 1 and 2 are
%     stdin, stdout and stderr).
%
%     See also: fopen, fclose, freport.

  if (nargin < 1)
    print_usage ();
  end
  tf = false;
  if (isnumeric (fid) && isscalar (fid) && isreal (fid) && fid == fix (fid))
    try
      name = fopen (fid);
      tf = ! isempty (name);
    catch
      tf = false;
    end
  end
end
