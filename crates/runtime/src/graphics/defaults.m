% Writes defaults.txt: Octave's default property values of each graphics object type.
% Run: octave -qf --no-gui --no-window-system defaults.m > defaults.txt
set(0,'defaultfigurevisible','off');
h=figure; ax=axes; l=line([1 2],[3 4]); t=text(1,1,''); p=patch([0 1 1],[0 0 1],'r'); s=surface(magic(3));
hg=hggroup; u=uicontrol; pn=uipanel; m=uimenu(h); cm=uicontextmenu;
tb=uitoolbar(h); pt=uipushtool(tb); tt=uitoggletool(tb);
h2=figure; im=image(); lt=light();
objs={0,h,ax,l,t,p,s,hg,u,pn,m,cm,tb,pt,tt,im,lt};
skip={'children','parent','type','currentaxes','currentfigure','title','xlabel','ylabel','zlabel','number','xaxis','yaxis','zaxis','callbackobject','currentobject'};
for k=1:numel(objs)
  o=objs{k}; g=get(o); f=fieldnames(g); ty=get(o,'type');
  for i=1:numel(f)
    if any(strcmp(f{i},skip)) && !(strcmp(f{i},'title') && !strcmp(ty,'axes')), continue; end
    v=g.(f{i});
    if ischar(v) && rows(v)<=1
      printf('%s\t%s\ts\t%s\n', ty, f{i}, v);
    elseif (isnumeric(v)||islogical(v)) && ndims(v)==2
      printf('%s\t%s\tn\t%d %d\t%s\n', ty, f{i}, rows(v), columns(v), sprintf('%.17g ', double(v(:))));
    elseif iscellstr(v) && ndims(v)==2
      printf('%s\t%s\tc\t%d %d\t%s\n', ty, f{i}, rows(v), columns(v), strjoin(v(:)', '|'));
    else
      printf('%s\t%s\t?\t%s\n', ty, f{i}, class(v));
    end
  end
end
