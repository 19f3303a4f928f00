1;
function s = num__(x)
  if isnan(x)
    s = 'NaN';
  elseif isinf(x)
    if x > 0, s = 'Inf'; else, s = '-Inf'; end
  elseif x == fix(x) && abs(x) < 1e15
    s = sprintf('%d', x);
    if x == 0 && 1/x < 0, s = '-0'; end
  else
    s = sprintf('%.17g', x);
  end
end
function s = canon__(v)
  d = sprintf('%dx', size(v)); d = d(1:end-1);
  if iscell(v)
    items = cellfun(@canon__, v(:)', 'UniformOutput', false);
    s = sprintf('cell[%s]{%s}', d, strjoin(items, ';'));
  elseif isstruct(v)
    f = fieldnames(v);
    items = {};
    for e = 1:numel(v)
      for k = 1:numel(f)
        items{end+1} = canon__(v(e).(f{k}));
      end
    end
    s = sprintf('struct[%s]{%s|%s}', d, strjoin(f', ','), strjoin(items, ';'));
  elseif isa(v, 'function_handle')
    s = ['@' func2str(v)];
  elseif ischar(v)
    s = sprintf('char[%s]:%s', d, v(:)');
  elseif iscomplex(v)
    items = {};
    for k = 1:numel(v)
      items{end+1} = sprintf('(%s,%s)', num__(double(real(v(k)))), num__(double(imag(v(k)))));
    end
    s = sprintf('complex %s[%s]:%s', class(v), d, strjoin(items, ','));
  elseif isinteger(v)
    items = {};
    for k = 1:numel(v)
      items{end+1} = sprintf('%d', v(k));
    end
    s = sprintf('%s[%s]:%s', class(v), d, strjoin(items, ','));
  else
    items = {};
    for k = 1:numel(v)
      items{end+1} = num__(double(v(k)));
    end
    s = sprintf('%s[%s]:%s', class(v), d, strjoin(items, ','));
  end
end
function s = run__(setup__, expr__)
  try
    eval([setup__ ';']);
    r__ = eval([expr__ ';']);
    s = canon__(r__);
  catch err__
    s = ['error: ' err__.message];
  end
end
fid = fopen('cases.txt');
out = fopen('expected.txt', 'w');
while true
  l = fgetl(fid);
  if ~ischar(l), break; end
  if isempty(strtrim(l)) || l(1) == '%', continue; end
  k = strfind(l, ' ## ');
  if isempty(k)
    setup = ''; ex = l;
  else
    setup = l(1:k(1)-1); ex = l(k(1)+4:end);
  end
  fprintf(out, '%s\n', run__(setup, ex));
end
fclose(out);
