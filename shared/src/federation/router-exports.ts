/**
 * What the apps use of react-router-dom, and all that module federation shares of it. A shared
 * module cannot be tree-shaken (any app might use any export), so sharing the whole package
 * would ship all of React Router to every visitor; sharing this list keeps it small. ESLint
 * allows only these names from 'react-router-dom'; add a name here before using it.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
