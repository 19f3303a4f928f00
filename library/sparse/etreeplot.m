function etreeplot (A, varargin)
% -- etreeplot (A)
% -- etreeplot (A, NODE_STYLE, EDGE_STYLE)
%     Plot the elimination tree of the sparsity pattern of A + A' (that of
%     A when A is symmetric), with treeplot's node and edge styles.
%
%     See also: treeplot, etree, gplot.

  if (nargin < 1 || nargin > 3)
    print_usage ();
  end
  treeplot (etree (A + A'), varargin{:});
end
